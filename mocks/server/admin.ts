/**
 * Runtime knobs and the test-only admin calls under /__mock/ (loopback clients only):
 *   POST /__mock/reset             reseed the database (and save it)
 *   GET  /__mock/knobs             the current knobs
 *   POST /__mock/knobs {latencyMs?, errorRate?, tokenTtlS?, refreshTtlS?}
 *   POST /__mock/restart           what a process restart does, without a new process (fault
 *                                  tests, issue #18): saves, ends every other open connection and
 *                                  every request in flight, forgets what is kept only in memory,
 *                                  reloads the database from the data folder and puts the knobs
 *                                  back to their start values
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resetDb } from '../src/db/database.ts';
import { createPrng } from '../src/seed/prng.ts';
import { sessionConfig } from '../src/session.ts';
import { readBody, sendError, sendJson } from './bridge.ts';

export interface Knobs {
  latencyMs: number;
  errorRate: number;
  tokenTtlS: number;
  /** Lifetime of a refresh token from its issue (docs/decisions/0083). */
  refreshTtlS: number;
}

export interface KnobState {
  knobs: Knobs;
  /** A float in [0, 1): seeded when MOCK_ERROR_SEED is set, so fault runs repeat exactly. */
  random: () => number;
}

export function createKnobState(initial: {
  latencyMs: number;
  errorRate: number;
  errorSeed?: number;
  tokenTtlS?: number;
  refreshTtlS?: number;
}): KnobState {
  if (initial.tokenTtlS !== undefined) sessionConfig.tokenTtlMs = initial.tokenTtlS * 1000;
  if (initial.refreshTtlS !== undefined) sessionConfig.refreshTtlMs = initial.refreshTtlS * 1000;
  const prng = initial.errorSeed !== undefined ? createPrng(initial.errorSeed) : undefined;
  return {
    knobs: {
      latencyMs: initial.latencyMs,
      errorRate: initial.errorRate,
      tokenTtlS: sessionConfig.tokenTtlMs / 1000,
      refreshTtlS: sessionConfig.refreshTtlMs / 1000,
    },
    random: prng ? () => prng.next() : Math.random,
  };
}

/** A year: the longest refresh lifetime the knob and MOCK_REFRESH_TTL_S accept. */
export const MAX_REFRESH_TTL_S = 365 * 86_400;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(req: IncomingMessage): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? '');
}

function knobValue(body: Record<string, unknown>, key: keyof Knobs, min: number, max: number): number | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${key} must be a number from ${min} to ${max}.`);
  }
  return value;
}

async function updateKnobs(req: IncomingMessage, state: KnobState): Promise<Knobs> {
  const text = (await readBody(req, 64 * 1024)).toString('utf8');
  const body: unknown = text.trim() ? JSON.parse(text) : {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new RangeError('The body must be a JSON object.');
  const fields = body as Record<string, unknown>;
  const latencyMs = knobValue(fields, 'latencyMs', 0, 60_000);
  const errorRate = knobValue(fields, 'errorRate', 0, 1);
  const tokenTtlS = knobValue(fields, 'tokenTtlS', 1, 30 * 86_400);
  const refreshTtlS = knobValue(fields, 'refreshTtlS', 1, MAX_REFRESH_TTL_S);
  if (latencyMs !== undefined) state.knobs.latencyMs = latencyMs;
  if (errorRate !== undefined) state.knobs.errorRate = errorRate;
  if (tokenTtlS !== undefined) {
    state.knobs.tokenTtlS = tokenTtlS;
    sessionConfig.tokenTtlMs = tokenTtlS * 1000;
  }
  if (refreshTtlS !== undefined) {
    state.knobs.refreshTtlS = refreshTtlS;
    sessionConfig.refreshTtlMs = refreshTtlS * 1000;
  }
  return state.knobs;
}

/** The knobs as a process start sets them (the restart call puts them back). */
export function restoreKnobs(state: KnobState, initial: Knobs): void {
  Object.assign(state.knobs, initial);
  sessionConfig.tokenTtlMs = initial.tokenTtlS * 1000;
  sessionConfig.refreshTtlMs = initial.refreshTtlS * 1000;
}

/**
 * Answers a /__mock/ call; `onReset` runs after a reseed (the server saves the new state),
 * `onRestart` does the restart (the server owns its connections and its data folder).
 */
export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  state: KnobState,
  onReset: () => Promise<void>,
  onRestart?: (keep: IncomingMessage['socket']) => Promise<void>,
): Promise<void> {
  if (!isLoopback(req)) {
    sendError(res, 403, 'Admin calls are for local clients only.', 'forbidden');
    return;
  }
  const route = `${req.method ?? 'GET'} ${pathname}`;
  try {
    if (route === 'POST /__mock/reset') {
      resetDb();
      await onReset();
      sendJson(res, 200, { reset: true });
    } else if (route === 'POST /__mock/restart' && onRestart) {
      await onRestart(req.socket);
      sendJson(res, 200, { restarted: true, knobs: state.knobs });
    } else if (route === 'GET /__mock/knobs') {
      sendJson(res, 200, state.knobs);
    } else if (route === 'POST /__mock/knobs') {
      sendJson(res, 200, await updateKnobs(req, state));
    } else {
      sendError(res, 404, `No admin route ${route}.`, 'not_found');
    }
  } catch (error) {
    if (error instanceof RangeError || error instanceof SyntaxError) sendError(res, 400, error.message, 'bad_request');
    else throw error;
  }
}
