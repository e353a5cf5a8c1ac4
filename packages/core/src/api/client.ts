/**
 * The API client: the one place that knows headers, bearer tokens, the single-flight
 * refresh and the 401 retry (CONVENTIONS §5; customer spec §4 "Auth", §7; vendor §4).
 *
 * Rules, in order, for every call that is not itself a sign-in or refresh call:
 * 1. no access token but a refresh token: refresh first (§4);
 * 2. send (ofetch retries a body-less request once on the §9 statuses: `transport.ts`);
 * 3. a 401: one refresh (shared with every call waiting, and with a refresh already in
 *    flight) and one replay; if the refresh is rejected or the replay is still 401, sign out,
 *    once per session (`TokenManager.epoch`).
 * The refresh token only ever travels in the refresh and logout bodies: never in a URL,
 * and the client logs nothing.
 *
 * Every call has a time limit (docs/decisions/0082): 20 s by default, 60 s for an upload, or
 * the call's own `timeoutMs`; past it the call answers a network error with the code `timeout`.
 *
 * The endpoint registry is not part of the first page's download (docs/decisions/0097): the
 * client starts fetching it when it is created and a call looks its path up once it is there.
 * A registry that cannot be fetched answers the call as a network error (the same path as a
 * request that got no answer), and the next call tries again.
 */
import type { Endpoint, EndpointName } from './endpoints.ts';
import { createApi, type AnyCallArgs, type Api } from './calls.ts';
import { apiError, failure, UPLOAD_INVALID_MESSAGE, type ApiError, type ApiResult } from './result.ts';
import { isTokenPair, type RefreshAttempt, type RefreshOutcome, type TokenManager } from './tokens.ts';
import { createTransport, RETRY_STATUSES, TRANSPORT_TIMEOUT_MS, type FetchLike, type TransportAnswer } from './transport.ts';

/** Time limit of a call that names none: reads and writes alike (docs/decisions/0082). */
export const DEFAULT_TIMEOUT_MS = TRANSPORT_TIMEOUT_MS;
/** Time limit of an upload: a photo or a video over a slow mobile link takes longer. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** Calls that start or renew a session: no bearer pre-refresh, no 401 handling. */
export const SESSION_ENTRY_CALLS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'authOtp',
  'authOtpVerify',
  'authRefresh',
  'entranceLogin',
]);

export interface ApiClientConfig {
  /** Base of the API behind the app's proxy; '' means same origin (runtime config). */
  baseUrl: string;
  appId: string;
  tokens: TokenManager;
  fetch?: FetchLike;
  /** Called once when a session ends because the tokens were rejected. */
  onSignOut?: (reason: SignOutReason) => void;
  retryDelayMs?: number;
  /** Time limit of a call that names none; DEFAULT_TIMEOUT_MS unless set. */
  timeoutMs?: number;
}

export type SignOutReason = 'refresh-rejected' | 'still-unauthorized' | 'session-ended';

export interface UploadArgs {
  params?: Record<string, string | number>;
  /** The request options, sent as the JSON string field `options` (vendor §7 "Uploads"). */
  options: Record<string, unknown> | null | undefined;
  file: Blob | null | undefined;
  fileName?: string;
  /** The file's part name: `file` unless the call names its own (social cards: `imageFile`, vendor §7). */
  fileField?: string;
  signal?: AbortSignal;
  /** The upload's time limit; UPLOAD_TIMEOUT_MS unless set. */
  timeoutMs?: number;
}

export interface ApiClient {
  readonly api: Api;
  readonly tokens: TokenManager;
  call(name: EndpointName, args?: AnyCallArgs): Promise<ApiResult<unknown>>;
  /** Multipart upload with `options` and `file`; 'Upload Request Invalid Data' when either is missing. */
  upload(name: EndpointName, args: UploadArgs): Promise<ApiResult<unknown>>;
  /** Renews the session now (single-flight); used by the app at start-up too. */
  refresh(): Promise<RefreshOutcome>;
  /**
   * POST /account/logout with the refresh token read at send time (§4: logout sends the
   * refresh token), so a refresh just before it cannot make it send a rotated-out token.
   * It does not clear the session: the caller does that on success only.
   */
  logout(): Promise<ApiResult<unknown>>;
}

/** Fills `{name}` placeholders; null when one is missing (never sends `/undefined/`). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string | null {
  let missing = false;
  const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null || String(value) === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : filled;
}

type Lookup = <N extends EndpointName>(name: N) => Endpoint<N>;

let lookup: Lookup | undefined;
let loading: Promise<Lookup> | undefined;

/** The registry's lookup, fetched once per page; a failed fetch is not kept. */
function loadEndpoints(): Promise<Lookup> {
  loading ??= import('./endpoints.ts').then(
    (module) => (lookup = module.endpoint),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The definition of a call once the registry is here, or null when it could not be fetched. */
async function fetchedDefinition<N extends EndpointName>(name: N): Promise<Endpoint<N> | null> {
  const found = await loadEndpoints().catch(() => null);
  return found ? found(name) : null;
}

/** What a call answers when the registry could not be fetched: no answer, as a failed request. */
const registryUnavailable = () => apiError('network', 0, 'Network error', 'network_error');

/** A failed refresh that may succeed later: no answer, or a server-side failure (0012). */
function isTransient(error: ApiError): boolean {
  return error.kind === 'network' || (error.kind === 'http' && (error.status >= 500 || RETRY_STATUSES.includes(error.status)));
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const { tokens } = config;
  const transport = createTransport({
    baseUrl: config.baseUrl,
    appId: config.appId,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    ...(config.retryDelayMs === undefined ? {} : { retryDelayMs: config.retryDelayMs }),
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  // The first call of a page needs the registry: start its download now.
  if (!lookup) void loadEndpoints().catch(() => undefined);

  async function runRefresh(refreshToken: string): Promise<RefreshAttempt> {
    const refreshDef = lookup?.('authRefresh') ?? (await fetchedDefinition('authRefresh'));
    if (!refreshDef) return { ok: false, transient: true, error: registryUnavailable() };
    // Straight to the transport: a 401 here is an answer, never a reason to refresh again.
    const answer = await transport({ method: refreshDef.method, path: refreshDef.path, body: { refreshToken }, bearer: null });
    const { result } = answer;
    if (result.error) return { ok: false, transient: isTransient(result.error), error: result.error };
    // §4: succeeds only when both tokens are present; only those two fields are kept.
    if (!isTokenPair(result.data))
      return { ok: false, transient: false, error: apiError('invalid_response', 401, 'Invalid refresh answer', 'invalid_refresh') };
    return { ok: true, tokens: { token: result.data.token, refreshToken: result.data.refreshToken } };
  }

  const refresh = () => tokens.refresh(runRefresh);

  function signOut(epoch: number, reason: SignOutReason): void {
    // Once per session: clearing bumps the epoch, so every other waiter sees a stale one.
    if (tokens.epoch() !== epoch) return;
    tokens.clear();
    config.onSignOut?.(reason);
  }

  const unauthorized = () => failure(apiError('http', 401, 'Unauthorized', 'unauthorized'));

  async function send(name: EndpointName, args: AnyCallArgs, body: () => unknown): Promise<ApiResult<unknown>> {
    const guarded = !SESSION_ENTRY_CALLS.has(name);
    const epoch = tokens.epoch();
    // Once the registry is here the lookup is synchronous, as the request's start has always been.
    const def = lookup?.(name) ?? (await fetchedDefinition(name));
    if (!def) return failure(registryUnavailable());
    const path = fillPath(def.path, args.params);
    if (path === null) return failure(apiError('client', 400, `Missing path parameter for ${name}`, 'missing_param'));

    if (guarded && tokens.bearer() === null && tokens.refreshToken() !== null) {
      const outcome = await refresh();
      if (!outcome.ok) {
        if (outcome.reason === 'transient' && outcome.error) return failure(outcome.error);
        signOut(epoch, outcome.reason === 'no-session' ? 'session-ended' : 'refresh-rejected');
        return unauthorized();
      }
    }

    const attempt = (): Promise<TransportAnswer & { bearer: string | null }> => {
      const bearer = tokens.bearer();
      return transport({
        method: def.method,
        path,
        query: args.query,
        body: body(),
        bearer,
        headers: args.headers,
        signal: args.signal,
        timeoutMs: args.timeoutMs,
      }).then((answer) => ({ ...answer, bearer }));
    };

    const first = await attempt();
    if (first.status !== 401 || !guarded) return first.result;
    // The session this call belonged to already ended (another call signed out).
    if (tokens.epoch() !== epoch) return first.result;
    if (tokens.refreshToken() === null) {
      if (first.bearer) signOut(epoch, 'still-unauthorized');
      return first.result;
    }
    const current = tokens.bearer();
    const refreshedMeanwhile = current !== null && current !== first.bearer;
    if (!refreshedMeanwhile) {
      const outcome = await refresh();
      if (!outcome.ok) {
        if (outcome.reason === 'transient' && outcome.error) return failure(outcome.error);
        signOut(epoch, outcome.reason === 'no-session' ? 'session-ended' : 'refresh-rejected');
        return first.result;
      }
    }
    if (tokens.epoch() !== epoch) return first.result;
    const second = await attempt();
    if (second.status === 401) signOut(epoch, 'still-unauthorized');
    return second.result;
  }

  const base: Omit<ApiClient, 'api'> = {
    tokens,
    call: (name, args = {}) => send(name, args, () => args.body),
    upload(name, { params, options, file, fileName, fileField = 'file', signal, timeoutMs = UPLOAD_TIMEOUT_MS }) {
      if (!options || typeof options !== 'object' || !file) {
        return Promise.resolve(failure(apiError('client', 400, UPLOAD_INVALID_MESSAGE, 'invalid_upload')));
      }
      const serialized = JSON.stringify(options);
      // A fresh FormData per attempt: the 401 replay must send the same parts again.
      const form = () => {
        const data = new FormData();
        data.append('options', serialized);
        data.append(fileField, file, fileName ?? (file instanceof File ? file.name : 'upload'));
        return data;
      };
      return send(name, { ...(params ? { params } : {}), ...(signal ? { signal } : {}), timeoutMs }, form);
    },
    refresh,
    logout: () => send('accountLogout', {}, () => ({ refreshToken: tokens.refreshToken() })),
  };
  return { ...base, api: createApi(base) };
}
