/**
 * The error model of customer spec §2/§8 and vendor §8: status 404 shows the 404 page
 * ('Page Not Found'); any other error shows the 500 page with 'Internal Server Error' unless a
 * status message is supplied; the status defaults to 500; the error's message is the
 * description.
 *
 * Supplied by whom matters (issue #18 item 7, docs/decisions/0082): only the app's own
 * `HttpStatusError`, thrown on purpose with words the app chose (already translated), supplies
 * a status message and a description. Any other exception's message, a server's error text or
 * status line never reach the page, since they may be English-only, leak internals (a stack, a
 * SQL error) or carry hostile text; the detail goes to the console through `errorDetail`.
 */
import { isRecord, own } from '../platform/json.ts';

export const ERROR_MESSAGE_IDS = {
  notFound: 'core.error.notFound',
  internal: 'core.error.internal',
  connection: 'core.error.connection',
  invalidUser: 'core.error.invalidUser',
} as const;

export type ErrorTitle = { id: string } | { text: string };

export interface ErrorPageModel {
  status: number;
  /** Which page: the 404 page or the 500 page. */
  page: 404 | 500;
  /** `toErrorPage` always gives a message id; `text` is for a caller's own, already translated words. */
  title: ErrorTitle;
  /** A caller's own, already translated description; `toErrorPage` never sets one. */
  description?: string;
  /**
   * The page's own code could not be downloaded (offline, a dropped connection, or a new
   * deployment that replaced it): nothing failed on the server, and trying again is the cure.
   */
  connection?: true;
}

/**
 * A failed download of a page's code: a dynamic `import()` (a lazy route) or the stylesheet
 * Vite preloads with it. Browsers word it differently; these are Chromium's, Firefox's and
 * Safari's words, and Vite's.
 */
export function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

function statusOf(error: Record<string, unknown>): number {
  for (const key of ['status', 'statusCode']) {
    const value = own(error, key);
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
  }
  return 500;
}

function suppliedText(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

/**
 * Any thrown value or API error to the error page's content: status and message ids, plus the
 * status message and description of the app's own `HttpStatusError` (never another error's).
 */
export function toErrorPage(error: unknown): ErrorPageModel {
  if (isCodeLoadError(error)) return { status: 503, page: 500, title: { id: ERROR_MESSAGE_IDS.connection }, connection: true };
  const record = isRecord(error) ? error : {};
  const status = statusOf(record);
  const own = error instanceof HttpStatusError ? error : undefined;
  const description = suppliedText(own?.message);
  const statusMessage = suppliedText(own?.statusMessage);
  const base = description ? { description } : {};
  if (status === 404) return { status, page: 404, title: { id: ERROR_MESSAGE_IDS.notFound }, ...base };
  return { status, page: 500, title: statusMessage ? { text: statusMessage } : { id: ERROR_MESSAGE_IDS.internal }, ...base };
}

const DETAIL_MAX = 500;

/**
 * What went wrong, for the console (never the page): the error's name or kind, status and
 * code, and its message, on one line and at most 500 characters.
 */
export function errorDetail(error: unknown): string {
  let text: string;
  if (typeof error === 'string') text = error;
  else if (isRecord(error) || error instanceof Error) {
    const record = error as Record<string, unknown>;
    const name = error instanceof Error ? error.name : typeof own(record, 'kind') === 'string' ? (own(record, 'kind') as string) : '';
    const status = error instanceof Error ? record.status : own(record, 'status');
    const code = error instanceof Error ? undefined : own(record, 'code');
    const message = error instanceof Error ? error.message : own(record, 'message');
    const head = [name, typeof status === 'number' ? String(status) : '', typeof code === 'string' ? code : ''].filter(Boolean).join(' ');
    const body = typeof message === 'string' ? message : '';
    text = head && body ? `${head}: ${body}` : head || body;
  } else text = '';
  text = text.replace(/\s+/g, ' ').trim();
  if (!text) return 'Unknown error';
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX)}…` : text;
}

/**
 * An error thrown on purpose with a status (a route loader's "not found", a guard ...). Its
 * message (the page's description) and status message (the page's title) are shown as they
 * are: give translated words or none.
 */
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
