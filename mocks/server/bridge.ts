/**
 * Node's http messages to and from Fetch: the mock handlers speak Request/Response (msw),
 * the server speaks IncomingMessage/ServerResponse.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MB, UPLOAD_LIMITS } from '@dukkan/core';

export const MAX_BODY_BYTES = 5 * MB;
/**
 * A multipart upload may carry the largest file of the limits table plus its framing and the
 * `options` part: the handler, not the body reader, refuses a file one byte past its limit
 * with the specific 413 the app shows (decision 0083).
 */
export const MAX_UPLOAD_BODY_BYTES = Math.max(UPLOAD_LIMITS.image.maxBytes, UPLOAD_LIMITS.video.maxBytes) + MB;

/** The body limit of a request by its content type. */
export function bodyLimitFor(contentType: string | undefined): number {
  return /^multipart\/form-data\b/i.test(contentType ?? '') ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
}

export class PayloadTooLarge extends Error {
  constructor(limit = MAX_BODY_BYTES) {
    super(`Request bodies are limited to ${Math.floor(limit / MB)} MB.`);
  }
}

/** Buffers the request body, refusing more than `limit` bytes (declared or actual). */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new PayloadTooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) throw new PayloadTooLarge(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

export function toRequest(req: IncomingMessage, url: URL, body: Buffer): Request {
  const method = req.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers: toHeaders(req) };
  if (body.length > 0 && method !== 'GET' && method !== 'HEAD') {
    init.body = new Uint8Array(body);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Writes a Fetch Response back; a client that went away is not an error. */
export async function sendResponse(res: ServerResponse, response: Response, method = 'GET'): Promise<void> {
  const body = method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
  if (res.destroyed || res.headersSent) return;
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'transfer-encoding') res.setHeader(name, value);
  });
  if (cookies.length) res.setHeader('set-cookie', cookies);
  res.setHeader('content-length', body.length);
  res.end(body);
}

/** The JSON error envelope of every failure (same shape as the handlers' `fail`). */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  code: string,
  extraHeaders: Record<string, string> = {},
): void {
  if (res.destroyed || res.headersSent) return;
  const body = Buffer.from(JSON.stringify({ error: { status, message, code } }));
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length, ...extraHeaders });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, data: unknown): void {
  if (res.destroyed || res.headersSent) return;
  const body = Buffer.from(JSON.stringify({ data }));
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}
