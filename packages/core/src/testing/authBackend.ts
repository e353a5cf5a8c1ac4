/**
 * Test support (not exported from the package): a tiny backend for the token races of
 * issue #3, with precise control that the shared mock database does not give. Paths come
 * from the endpoint registry, never from literals. Tokens rotate like the mock API: a
 * refresh revokes both the old refresh token and the access token issued with it.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpoint, type EndpointName } from '../api/endpoints.ts';

export function mswPath(name: EndpointName): string {
  return `*${endpoint(name).path.replace(/\{(\w+)\}/g, ':$1')}`;
}

type Method = 'get' | 'post' | 'put' | 'delete';

export function on(name: EndpointName, resolver: (request: Request) => Response | Promise<Response>): HttpHandler {
  const method = endpoint(name).method.toLowerCase() as Method;
  return http[method](mswPath(name), ({ request }) => resolver(request));
}

export const ok = (data: unknown, init?: ResponseInit) => HttpResponse.json({ data }, init);
export const fail = (status: number, message: string, code?: string) =>
  HttpResponse.json({ error: code ? { status, message, code } : { status, message } }, { status });

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | null;
  headers: Record<string, string>;
}

export interface AuthBackend {
  handlers: HttpHandler[];
  requests: RecordedRequest[];
  /** Attach to msw's `request:start` event so every request is seen, whatever handler answers. */
  record(request: Request): void;
  /** Starts a session as a sign-in would and returns its tokens. */
  signIn(): { token: string; refreshToken: string };
  /** Revokes the current access tokens (as if they expired) but keeps refresh tokens. */
  expireAccessTokens(): void;
  refreshCalls(): number;
  hits(name: EndpointName): RecordedRequest[];
  /** Holds every refresh answer until `release()` is called. */
  holdRefresh(): { release: () => void };
}

export function createAuthBackend(): AuthBackend {
  const access = new Set<string>();
  const refresh = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  let counter = 0;
  let refreshes = 0;
  let gate: Promise<void> | null = null;

  const issue = () => {
    counter += 1;
    const pair = { token: `at-${counter}`, refreshToken: `rt-${counter}` };
    access.add(pair.token);
    refresh.set(pair.refreshToken, pair.token);
    return pair;
  };
  const authorized = (request: Request) => {
    const header = request.headers.get('authorization') ?? '';
    return header.startsWith('Bearer ') && access.has(header.slice(7));
  };
  const record = (request: Request) => {
    requests.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      headers: Object.fromEntries(request.headers.entries()),
    });
  };
  const user = {
    id: 'u1',
    fullName: 'Mariam',
    phone: '501234567',
    countryCode: '971',
    isSeller: false,
    isCashier: false,
    isKitchen: false,
    isLead: false,
  };
  const handlers: HttpHandler[] = [
    on('authRefresh', async (request) => {
      refreshes += 1;
      if (gate) await gate;
      const body = (await request.json()) as { refreshToken?: string };
      const old = body.refreshToken ?? '';
      if (!refresh.has(old)) return fail(401, 'Invalid refresh token', 'unauthorized');
      access.delete(refresh.get(old) ?? '');
      refresh.delete(old);
      return ok(issue());
    }),
    on('accountGetUser', (request) => (authorized(request) ? ok({ user }) : fail(401, 'Unauthorized', 'unauthorized'))),
    on('accountAddressList', (request) => (authorized(request) ? ok({ addresses: [] }) : fail(401, 'Unauthorized', 'unauthorized'))),
    on('walletGet', (request) =>
      authorized(request) ? ok({ id: 'w1', balance: 10, currency: 'AED' }) : fail(401, 'Unauthorized', 'unauthorized'),
    ),
    on('accountLogout', (request) => (authorized(request) ? ok(null) : fail(401, 'Unauthorized', 'unauthorized'))),
  ];
  return {
    handlers,
    requests,
    record,
    signIn: issue,
    expireAccessTokens: () => access.clear(),
    refreshCalls: () => refreshes,
    hits: (name) => {
      const def = endpoint(name);
      const pattern = new RegExp(`${def.path.replace(/\{\w+\}/g, '[^/]+')}$`);
      return requests.filter((r) => r.method === def.method && pattern.test(new URL(r.url).pathname));
    },
    holdRefresh() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return { release };
    },
  };
}
