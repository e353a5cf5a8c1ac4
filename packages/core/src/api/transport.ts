/**
 * One request through `ofetch`, turned into `{ data, error }`. ofetch owns the retry rule of
 * customer spec §9: every request without a body, whatever its method (a GET, a body-less
 * DELETE or POST), is retried once on 408, 409, 425, 429, 500, 502, 503, 504 or on a network
 * error; a request with a body is never retried automatically (docs/decisions/0012-api-client.md,
 * 0039).
 *
 * Every request has a time limit (issue #18, docs/decisions/0082): `timeoutMs` of the request,
 * else the transport's default. The limit covers the whole call (the retry included) and is
 * composed with the caller's AbortSignal; a call past it ends as a network error with the code
 * `timeout`, even when the fetch underneath never settles. A timed-out call is not retried
 * automatically.
 */
import { createFetch, FetchError } from 'ofetch';
import { isRecord, own, safeJsonParse } from '../platform/json.ts';
import type { QueryInput } from './calls.ts';
import { apiError, failure, success, type ApiResult } from './result.ts';

/** Header names carrying the app id and the system name (customer §7; decision 0012). */
export const APP_ID_HEADER = 'X-App-Id';
export const SYSTEM_NAME_HEADER = 'X-System-Name';
export const SYSTEM_NAME = 'website';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Customer spec §9, also ofetch's own default list. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface TransportOptions {
  baseUrl: string;
  appId: string;
  fetch?: FetchLike;
  /** Pause before the one automatic retry; 0 in tests. */
  retryDelayMs?: number;
  /** Time limit of a request that names none; 0 or Infinity for none. */
  timeoutMs?: number;
}

export interface OutgoingRequest {
  method: string;
  /** Path with parameters already filled in. */
  path: string;
  query?: QueryInput | undefined;
  body?: unknown;
  bearer: string | null;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  /** This request's own time limit (ms), over the transport's default. */
  timeoutMs?: number | undefined;
}

export interface TransportAnswer {
  /** HTTP status, or 0 when there was no answer. */
  status: number;
  result: ApiResult<unknown>;
}

export type Transport = (request: OutgoingRequest) => Promise<TransportAnswer>;

/** Query values as strings: scalars as text, arrays and objects as one JSON string. */
export function encodeQuery(query: QueryInput | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

/** The JSON envelope of an answer body: `{ data }` or `{ error: { status, message, code } }`. */
export function readEnvelope(status: number, text: string | null, statusText: string): ApiResult<unknown> {
  const parsed = safeJsonParse(text);
  const envelope = parsed.ok && isRecord(parsed.value) ? parsed.value : null;
  if (status >= 200 && status < 300) {
    if (status === 204 || (text ?? '').length === 0) return success(null);
    if (!envelope || !Object.prototype.hasOwnProperty.call(envelope, 'data')) {
      // A 2xx that is not our envelope: an HTML page from a proxy, a truncated body (§8).
      return failure(apiError('invalid_response', 502, 'Invalid response', 'invalid_response'));
    }
    return success(own(envelope, 'data') ?? null);
  }
  const body = envelope ? own(envelope, 'error') : undefined;
  if (isRecord(body) && typeof own(body, 'message') === 'string') {
    const code = own(body, 'code');
    return failure(apiError('http', status, own(body, 'message') as string, typeof code === 'string' ? code : undefined));
  }
  return failure(apiError('http', status, statusText || defaultMessage(status)));
}

function defaultMessage(status: number): string {
  return status === 404 ? 'Not Found' : status === 401 ? 'Unauthorized' : 'Internal Server Error';
}

/** The default time limit of a request (decision 0082). */
export const TRANSPORT_TIMEOUT_MS = 20_000;

const ABORTED = () => failure(apiError('network', 0, 'Request aborted', 'aborted'));
const TIMED_OUT = () => failure(apiError('network', 0, 'Request timed out', 'timeout'));

export function createTransport({
  baseUrl,
  appId,
  fetch,
  retryDelayMs = 300,
  timeoutMs = TRANSPORT_TIMEOUT_MS,
}: TransportOptions): Transport {
  // Bound late so msw/node (which patches globalThis.fetch) and test doubles both apply.
  const $fetch = createFetch({ fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)) });
  return async (request) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [APP_ID_HEADER]: appId,
      [SYSTEM_NAME_HEADER]: SYSTEM_NAME,
      ...request.headers,
    };
    // Customer §3: the marker is never sent; `bearer` is null then.
    if (request.bearer) headers.Authorization = `Bearer ${request.bearer}`;
    const method = request.method.toUpperCase();
    // One signal for the fetch: the caller's abort or the time limit, whichever comes first.
    const limit = request.timeoutMs ?? timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const onCallerAbort = () => controller.abort();
    if (request.signal?.aborted) return { status: 0, result: ABORTED() };
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer =
      limit > 0 && Number.isFinite(limit)
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, limit)
        : undefined;
    // Ends the wait even when the fetch underneath ignores the signal.
    const stopped = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')), { once: true }),
    );
    try {
      const fetched = $fetch.raw<string, 'text'>(request.path, {
        ...(baseUrl ? { baseURL: baseUrl } : {}),
        method: method as 'GET',
        headers,
        query: encodeQuery(request.query),
        ...(request.body === undefined ? {} : { body: request.body as BodyInit }),
        // By body, not by method (§9): ofetch's own default would skip every POST and DELETE.
        retry: request.body === undefined ? 1 : 0,
        retryDelay: retryDelayMs,
        retryStatusCodes: [...RETRY_STATUSES],
        responseType: 'text',
        signal: controller.signal,
      });
      const response = await Promise.race([fetched, stopped]);
      return { status: response.status, result: readEnvelope(response.status, response._data ?? null, response.statusText) };
    } catch (error) {
      if (error instanceof FetchError && error.response) {
        const response = error.response;
        const text = typeof error.data === 'string' ? error.data : null;
        return { status: response.status, result: readEnvelope(response.status, text, response.statusText) };
      }
      if (timedOut) return { status: 0, result: TIMED_OUT() };
      const aborted = controller.signal.aborted || (error instanceof Error && error.name === 'AbortError');
      return { status: 0, result: aborted ? ABORTED() : failure(apiError('network', 0, 'Network error', 'network_error')) };
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
    }
  };
}
