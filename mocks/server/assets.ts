/**
 * GET /mock-assets/<path>: the generated product pictures under mocks/assets. Paths are
 * decoded, resolved and checked to stay inside the assets directory, so `..` (plain or
 * percent-encoded) can never reach another file.
 */
import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { sendError } from './bridge.ts';

export const ASSETS_PREFIX = '/mock-assets/';
export const ASSETS_ROOT = resolve(import.meta.dirname, '..', 'assets');

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The file a request path names, or undefined when it is outside the assets or not a picture. */
export function resolveAsset(pathname: string, root = ASSETS_ROOT): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(ASSETS_PREFIX.length));
  } catch {
    return undefined;
  }
  if (!relative || relative.includes('\0')) return undefined;
  const file = resolve(join(root, relative));
  if (!file.startsWith(root + sep)) return undefined;
  if (!TYPES[extname(file).toLowerCase()]) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

export function serveAsset(res: ServerResponse, pathname: string, method: string): void {
  const file = resolveAsset(pathname);
  if (!file) {
    sendError(res, 404, 'Not Found', 'not_found');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
  if (method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
