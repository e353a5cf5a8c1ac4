/**
 * The mock API server: the same msw handlers as Storybook and the unit tests, behind a
 * real HTTP port, so both host apps and the e2e journeys share one stateful backend.
 * State survives restarts in `<dataDir>/db.json` (see persistence.ts).
 *
 * One server per process: the database is a process-wide singleton (db()).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { getResponse } from 'msw';
import { DEMO_SHOP_ID } from '../src/config.ts';
import { db, onDbChange, resetDb } from '../src/db/database.ts';
import { defaultHandlers } from '../src/handlers/index.ts';
import { setSeedShopId } from '../src/seed/index.ts';
import { handleAdmin, createKnobState, restoreKnobs, type Knobs } from './admin.ts';
import { ASSETS_PREFIX, serveAsset } from './assets.ts';
import { bodyLimitFor, PayloadTooLarge, readBody, sendError, sendJson, sendResponse, toRequest } from './bridge.ts';
import { DEFAULT_DATA_DIR } from './env.ts';
import { createSaver, loadTables, writeTablesAtomically } from './persistence.ts';

export interface MockServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir?: string;
  shopId?: string;
  latencyMs?: number;
  errorRate?: number;
  errorSeed?: number;
  tokenTtlS?: number;
  refreshTtlS?: number;
  /** One line per request (method, path, status, time); never headers or bodies. */
  log?: boolean;
  saveDebounceMs?: number;
}

export interface MockServer {
  readonly url: string;
  readonly port: number;
  readonly knobs: Knobs;
  /** Writes pending state to disk now. */
  flush(): Promise<void>;
  /** Stops listening, ends open connections and saves pending state. */
  close(): Promise<void>;
}

function isApiPath(pathname: string): boolean {
  return pathname !== '/health' && !pathname.startsWith(ASSETS_PREFIX) && !pathname.startsWith('/__mock/');
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { host = '127.0.0.1', dataDir = DEFAULT_DATA_DIR, shopId = DEMO_SHOP_ID, log = false } = options;
  setSeedShopId(shopId);
  const state = createKnobState({
    latencyMs: options.latencyMs ?? 0,
    errorRate: options.errorRate ?? 0,
    ...(options.errorSeed !== undefined ? { errorSeed: options.errorSeed } : {}),
    ...(options.tokenTtlS !== undefined ? { tokenTtlS: options.tokenTtlS } : {}),
    ...(options.refreshTtlS !== undefined ? { refreshTtlS: options.refreshTtlS } : {}),
  });

  const startKnobs: Knobs = { ...state.knobs };
  /** Bumped by POST /__mock/restart: a request begun before it is dropped, as a restart drops it. */
  let generation = 0;

  const loaded = loadTables(dataDir, shopId);
  if (loaded.notice) console.warn(`[mock-api] ${loaded.notice}: reseeding.`);
  resetDb(loaded.tables);
  if (!loaded.tables) await writeTablesAtomically(dataDir, db().tables);
  const saver = createSaver(dataDir, () => db().tables, { debounceMs: options.saveDebounceMs ?? 50 });
  const stopWatching = onDbChange(() => saver.schedule());

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const begun = generation;
    if (state.knobs.latencyMs > 0) await sleep(state.knobs.latencyMs);
    if (begun !== generation) {
      res.destroy();
      return;
    }
    if (state.knobs.errorRate > 0 && state.random() < state.knobs.errorRate) {
      sendError(res, 503, 'Service Unavailable (injected by MOCK_ERROR_RATE)', 'unavailable');
      return;
    }
    const body = await readBody(req, bodyLimitFor(req.headers['content-type']));
    if (begun !== generation) {
      res.destroy();
      return;
    }
    const response = await getResponse(defaultHandlers, toRequest(req, url, body));
    if (!response) sendError(res, 404, `No route for ${req.method ?? 'GET'} ${url.pathname}`, 'not_found');
    else await sendResponse(res, response, req.method);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    // Errors of a client that went away must not become unhandled 'error' events.
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    const method = req.method ?? 'GET';
    let pathname = '?';
    try {
      const url = new URL(req.url ?? '/', `http://${host}`);
      pathname = url.pathname;
      if (pathname === '/health' && method === 'GET') sendJson(res, 200, { status: 'ok', shop: shopId });
      else if (pathname.startsWith(ASSETS_PREFIX) && (method === 'GET' || method === 'HEAD')) serveAsset(res, pathname, method);
      else if (pathname.startsWith('/__mock/'))
        await handleAdmin(req, res, pathname, state, () => writeTablesAtomically(dataDir, db().tables), restart);
      else if (isApiPath(pathname)) await handleApi(req, res, url);
      else sendError(res, 404, 'Not Found', 'not_found');
    } catch (error) {
      if (error instanceof PayloadTooLarge) {
        // The rest of the body is not read: close the connection once the answer is out.
        sendError(res, 413, error.message, 'payload_too_large', { connection: 'close' });
        res.once('finish', () => req.destroy());
      } else if (!res.headersSent) {
        console.error(`[mock-api] ${method} ${pathname} failed:`, error);
        sendError(res, 500, 'Internal Server Error', 'internal');
      } else {
        res.destroy();
      }
    } finally {
      if (log)
        res.once('close', () =>
          console.log(`[mock-api] ${method} ${pathname} ${res.statusCode} ${Math.round(performance.now() - started)}ms`),
        );
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  /**
   * POST /__mock/restart: saves like SIGTERM, drops every other connection and every request
   * in flight, and starts again from the data folder with the start knobs, as a new process would.
   */
  async function restart(keep: Socket): Promise<void> {
    generation += 1;
    for (const socket of sockets) if (socket !== keep) socket.destroy();
    await saver.flush();
    const reloaded = loadTables(dataDir, shopId);
    if (reloaded.notice) console.warn(`[mock-api] ${reloaded.notice}: reseeding.`);
    resetDb(reloaded.tables);
    restoreKnobs(state, startKnobs);
  }
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    knobs: state.knobs,
    flush: () => saver.flush(),
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolveClose) => {
          server.close(() => resolveClose());
          server.closeAllConnections();
        });
        stopWatching();
        await saver.flush();
      })();
      return closing;
    },
  };
}
