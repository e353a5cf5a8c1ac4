/**
 * Serves a built folder (storybook-static) on loopback for the visual tests; the static
 * Storybook needs nothing else, which is also how designers host it.
 * usage: node scripts/static-server.ts <folder> <port>
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [folder = 'storybook-static', portText = '7342'] = process.argv.slice(2);
const rootDir = path.resolve(folder);
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/**
 * The file a request path names inside `root`, or the status to answer instead: 400 for a
 * path that does not decode (a stray `%`, a broken UTF-8 escape) or holds a NUL byte, 403 for
 * anything that resolves outside the folder. The check compares with `root + path.sep`, so a
 * sibling folder that merely starts with the same name (`storybook-static-evil`) is outside.
 */
function resolveInRoot(root: string, rawPath: string): { file: string } | { status: 400 | 403 } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0')) return { status: 400 };
  const file = path.resolve(root, `.${path.sep}${decoded}`);
  if (file !== root && !file.startsWith(root + path.sep)) return { status: 403 };
  return { file };
}

const server = createServer((request, response) => {
  let pathname: string;
  try {
    pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    response.writeHead(400, { 'content-type': 'text/plain' }).end('bad request');
    return;
  }
  const resolved = resolveInRoot(rootDir, pathname);
  if ('status' in resolved) {
    response.writeHead(resolved.status, { 'content-type': 'text/plain' }).end(resolved.status === 400 ? 'bad request' : 'forbidden');
    return;
  }
  let file = resolved.file;
  try {
    if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!statSync(file).isFile()) throw new Error('not a file');
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const stream = createReadStream(file);
  // A file that vanishes or cannot be read between the stat and the read ends this answer only.
  stream.on('error', () => {
    if (response.headersSent) response.destroy();
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  stream.on('open', () => {
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    stream.pipe(response);
  });
});
// A client that sends garbage gets a 400 from Node; it must never take the server down.
server.on('clientError', (_error, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  else socket.destroy();
});
server.listen(Number(portText), '127.0.0.1', () => console.log(`serving ${rootDir} on http://127.0.0.1:${portText}`));
