/**
 * The browser worker's first handler: a request under a path no handler serves (a script
 * chunk, a font, a product picture, the Storybook index) goes to the network at once.
 *
 * Without it MSW asks every handler in turn before it lets such a request through, and each
 * handler parses the request's cookies (`document.cookie` and MSW's cookie store) and its URL
 * first: 261 handlers, about 70 ms of main thread per request at 4x CPU, paid during a story's
 * render by every font, lazily loaded chunk and picture it shows (docs/decisions/0098).
 */
import { http, passthrough, type HttpHandler, type RequestHandler } from 'msw';

/** The first path segment a handler's path names ("/api"), or null when it may match any path. */
function servedRoot(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const pathname = path.replace(/^(\*|[a-z][a-z0-9+.-]*:\/\/[^/]*)/i, '');
  const root = /^\/[^/]*/.exec(pathname)?.[0];
  return root && !/[*:]/.test(root) ? root : null;
}

function pathRoot(url: string): string {
  return /^\/[^/]*/.exec(new URL(url).pathname)?.[0] ?? '/';
}

/**
 * A handler to put before `handlers`: it answers "pass through" for every request whose first
 * path segment none of them serves, so the others are not asked. When a handler may match any
 * path (a RegExp, a predicate, a wildcard first segment), it lets everything on to them.
 */
export function passThroughUnserved(handlers: readonly RequestHandler[]): HttpHandler {
  const roots = handlers.map((handler) => servedRoot((handler.info as { path?: unknown }).path));
  const served = roots.includes(null) ? null : new Set(roots);
  return http.all(
    ({ request }) => served !== null && !served.has(pathRoot(request.url)),
    () => passthrough(),
  );
}
