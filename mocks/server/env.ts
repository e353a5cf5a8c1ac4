/**
 * The mock API server's settings from environment variables, validated once at start-up
 * so a typo fails loudly instead of running with a surprise default.
 */
import { join } from 'node:path';
import { DEMO_SHOP_ID } from '../src/config.ts';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const DEFAULT_PORT = 7311;
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data', 'mock-api');

export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  shopId: string;
  latencyMs: number;
  errorRate: number;
  errorSeed?: number;
  tokenTtlS?: number;
  refreshTtlS?: number;
  log: boolean;
}

function numberFrom(
  env: NodeJS.ProcessEnv,
  key: string,
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
): number | undefined {
  const raw = env[key]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new Error(`${key}=${raw} is not valid: expected ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}.`);
  }
  return value;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const errorSeed = numberFrom(env, 'MOCK_ERROR_SEED', { min: 0, max: 2 ** 32 - 1, integer: true });
  const tokenTtlS = numberFrom(env, 'MOCK_TOKEN_TTL_S', { min: 1, max: 30 * 86_400 });
  const refreshTtlS = numberFrom(env, 'MOCK_REFRESH_TTL_S', { min: 1, max: 365 * 86_400 });
  return {
    port: numberFrom(env, 'MOCK_API_PORT', { min: 0, max: 65_535, integer: true }) ?? DEFAULT_PORT,
    host: '127.0.0.1',
    dataDir: env.MOCK_DATA_DIR?.trim() || DEFAULT_DATA_DIR,
    shopId: env.DUKKAN_SHOP_ID?.trim() || DEMO_SHOP_ID,
    latencyMs: numberFrom(env, 'MOCK_LATENCY_MS', { min: 0, max: 60_000, integer: true }) ?? 0,
    errorRate: numberFrom(env, 'MOCK_ERROR_RATE', { min: 0, max: 1 }) ?? 0,
    ...(errorSeed !== undefined ? { errorSeed } : {}),
    ...(tokenTtlS !== undefined ? { tokenTtlS } : {}),
    ...(refreshTtlS !== undefined ? { refreshTtlS } : {}),
    log: env.MOCK_LOG === '1',
  };
}
