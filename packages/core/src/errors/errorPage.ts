/**
 * The error model of customer spec §2/§8 and vendor §8: status 404 shows the 404 page
 * ('Page Not Found'); any other error shows the 500 page with 'Internal Server Error'
 * unless a status message is supplied; the status defaults to 500; the error's message is
 * the description. Titles are message ids, or the supplied status message as text.
 */
import { isRecord, own } from '../platform/json.ts';

export const ERROR_MESSAGE_IDS = {
  notFound: 'core.error.notFound',
  internal: 'core.error.internal',
  invalidUser: 'core.error.invalidUser',
} as const;

export type ErrorTitle = { id: string } | { text: string };

export interface ErrorPageModel {
  status: number;
  /** Which page: the 404 page or the 500 page. */
  page: 404 | 500;
  title: ErrorTitle;
  description?: string;
}

function statusOf(error: Record<string, unknown>): number {
  for (const key of ['status', 'statusCode']) {
    const value = own(error, key);
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
  }
  return 500;
}

function textOf(error: Record<string, unknown>, key: string): string | undefined {
  const value = own(error, key);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Any thrown value or API error to the error page's content. */
export function toErrorPage(error: unknown): ErrorPageModel {
  const record =
    error instanceof Error ? { ...(error as unknown as Record<string, unknown>), message: error.message } : isRecord(error) ? error : {};
  const status = statusOf(record);
  const description = textOf(record, 'message') ?? (typeof error === 'string' && error.trim() !== '' ? error : undefined);
  const statusMessage = textOf(record, 'statusMessage');
  const base = description ? { description } : {};
  if (status === 404) return { status, page: 404, title: { id: ERROR_MESSAGE_IDS.notFound }, ...base };
  return { status, page: 500, title: statusMessage ? { text: statusMessage } : { id: ERROR_MESSAGE_IDS.internal }, ...base };
}

/** An error thrown on purpose with a status (a route loader's "not found", a guard ...). */
export class HttpStatusError extends Error {
  readonly status: number;
  readonly statusMessage: string | undefined;
  constructor(status: number, message?: string, statusMessage?: string) {
    super(message ?? '');
    this.name = 'HttpStatusError';
    this.status = status;
    this.statusMessage = statusMessage;
  }
}

export interface AppErrorRecorder {
  /** §2: a start-up error is recorded as the app error and shown on the error page. */
  record(error: unknown): ErrorPageModel;
  current(): ErrorPageModel | null;
  clear(): void;
  subscribe(listener: (error: ErrorPageModel | null) => void): () => void;
}

export function createAppErrorRecorder(): AppErrorRecorder {
  let current: ErrorPageModel | null = null;
  const listeners = new Set<(error: ErrorPageModel | null) => void>();
  const emit = () => listeners.forEach((listener) => listener(current));
  return {
    record(error) {
      current = toErrorPage(error);
      emit();
      return current;
    },
    current: () => current,
    clear() {
      current = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Runs the start-up steps in order; the first failure is recorded and stops the rest. */
export async function runStartup(steps: readonly (() => unknown)[], recorder: AppErrorRecorder): Promise<boolean> {
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      recorder.record(error);
      return false;
    }
  }
  return true;
}
