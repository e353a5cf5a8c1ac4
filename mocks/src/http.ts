/**
 * The one way a mock handler is declared: by endpoint name from the registry in
 * `@dukkan/core`, so the path lives in one place. Handlers built here match in the
 * browser worker (Storybook), in msw/node (unit tests) and in the mock API server,
 * because every path is prefixed with `*` (any origin, any base).
 */
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { endpoint, type EndpointName } from '@dukkan/core';
import type { ApiErrorBody } from '@dukkan/core';

export interface RouteContext {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body, or `{}` when there is none; multipart bodies come as `form`. */
  body: Record<string, unknown>;
  form?: FormData;
}

export type RouteResolver = (ctx: RouteContext) => Response | Promise<Response>;

/** `/api/v1/shop/{id}/light` -> `/api/v1/shop/:id/light` */
export function toMswPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The JSON envelope of every successful answer (docs/decisions/0004-mock-api-server.md). */
export function ok<T>(data: T, init?: ResponseInit): Response {
  return HttpResponse.json({ data }, init);
}

/** The JSON envelope of every failure: `{ error: { status, message, code } }` with that HTTP status. */
export function fail(status: number, message: string, code?: string): Response {
  const error: ApiErrorBody = code ? { status, message, code } : { status, message };
  return HttpResponse.json({ error }, { status });
}

export class BadRequest extends Error {
  readonly code: string;
  readonly status: number;
  constructor(message: string, code = 'bad_request', status = 422) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

async function readBody(request: Request): Promise<{ body: Record<string, unknown>; form?: FormData }> {
  if (request.method === 'GET' || request.method === 'HEAD') return { body: {} };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string') body[key] = value;
    // Upload convention: request options travel as a JSON string field named `options`.
    const options = form.get('options');
    if (typeof options === 'string') {
      try {
        Object.assign(body, JSON.parse(options) as Record<string, unknown>);
      } catch {
        throw new BadRequest('Upload Request Invalid Data', 'invalid_upload', 400);
      }
    }
    return { body, form };
  }
  const text = await request.text();
  if (!text.trim()) return { body: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequest('The request body is not valid JSON.', 'invalid_json', 400);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BadRequest('The request body must be a JSON object.', 'invalid_json', 400);
  }
  return { body: parsed as Record<string, unknown> };
}

/**
 * Declare the handler of one registry endpoint. Resolver errors never escape: a thrown
 * `BadRequest` becomes its 4xx envelope, anything else a bare 500 envelope with no exception
 * text or stack.
 */
export function route(name: EndpointName, resolver: RouteResolver): HttpHandler {
  const def = endpoint(name);
  const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`*${toMswPath(def.path)}`, async ({ request, params }) => {
    try {
      const { body, form } = await readBody(request.clone());
      const query = new URL(request.url).searchParams;
      const flatParams: Record<string, string> = {};
      for (const [k, v] of Object.entries(params)) flatParams[k] = Array.isArray(v) ? String(v[0]) : String(v);
      return await resolver({ request, params: flatParams, query, body, ...(form ? { form } : {}) });
    } catch (error) {
      if (error instanceof BadRequest) return fail(error.status, error.message, error.code);
      // A handler bug: the body says only that (as a real server would), the detail goes to the
      // mock's console (a warning: story tests fail on console.error). docs/decisions/0082.
      console.warn(`[mock] ${name} failed:`, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      return fail(500, 'Internal Server Error', 'internal');
    }
  });
}

/** Scenario helpers shared by every domain. */
export function serverErrorFor(name: EndpointName): HttpHandler {
  return route(name, () => fail(500, 'Internal Server Error', 'internal'));
}

/**
 * Put in front of a domain's handlers to delay its answers: the resolver returns nothing,
 * so msw goes on to the next matching handler after the delay. `'infinite'` keeps a
 * story in its loading state.
 */
export function delayed(name: EndpointName, ms: number | 'infinite' = 2500): HttpHandler {
  const def = endpoint(name);
  const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`*${toMswPath(def.path)}`, async ({ requestId }) => {
    // A request can match two delayed handlers (`/customer/list` also fits `/customer/:id`):
    // it waits once, not once per match.
    // msw tries matching handlers one after another, so the id must outlive this delay.
    if (delayedRequests.has(requestId)) return undefined;
    delayedRequests.add(requestId);
    if (delayedRequests.size > 1000) delayedRequests.delete(delayedRequests.values().next().value as string);
    await delay(ms);
    return undefined;
  });
}

/** Ids of requests already delayed; insertion-ordered, trimmed to the newest 1000. */
const delayedRequests = new Set<string>();

/** Field readers that turn hostile input into a 4xx instead of a crash. */
export const read = {
  string(body: Record<string, unknown>, key: string, { required = true, max = 2000 } = {}): string {
    const value = body[key];
    if (value === undefined || value === null || value === '') {
      if (required) throw new BadRequest(`${key} is required.`, 'missing_field');
      return '';
    }
    if (typeof value !== 'string' && typeof value !== 'number') throw new BadRequest(`${key} must be text.`, 'invalid_field');
    const text = String(value);
    if (text.length > max) throw new BadRequest(`${key} is too long.`, 'invalid_field');
    return text;
  },
  number(body: Record<string, unknown>, key: string, { required = true, min = -Infinity, max = Infinity } = {}): number {
    const value = body[key];
    if (value === undefined || value === null || value === '') {
      if (required) throw new BadRequest(`${key} is required.`, 'missing_field');
      return NaN;
    }
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n) || n < min || n > max) throw new BadRequest(`${key} must be a number.`, 'invalid_field');
    return n;
  },
  boolean(body: Record<string, unknown>, key: string, fallback = false): boolean {
    const value = body[key];
    if (value === undefined || value === null || value === '') return fallback;
    if (value === true || value === 'true' || value === 1 || value === '1') return true;
    if (value === false || value === 'false' || value === 0 || value === '0') return false;
    throw new BadRequest(`${key} must be true or false.`, 'invalid_field');
  },
  array(body: Record<string, unknown>, key: string, { required = true } = {}): unknown[] {
    let value = body[key];
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw new BadRequest(`${key} must be a list.`, 'invalid_field');
      }
    }
    if (value === undefined || value === null) {
      if (required) throw new BadRequest(`${key} is required.`, 'missing_field');
      return [];
    }
    if (!Array.isArray(value)) throw new BadRequest(`${key} must be a list.`, 'invalid_field');
    return value;
  },
};
