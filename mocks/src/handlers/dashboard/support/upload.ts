/**
 * Uploads are multipart: a `file` (or `imageFile`) part plus request options as a JSON
 * string part named `options` (vendor spec §7; http.ts merges the options into the body).
 * Vendor spec §5: an upload without file info or options is "Upload Request Invalid Data".
 * A small picture is kept inline as a data URL, so the dashboard shows what was uploaded
 * (in Storybook and against the mock API server alike); anything larger, and every video,
 * becomes a stable URL under `/mock-uploads/` with no bytes behind it.
 */
import { contentProblem, HEAD_BYTES, UPLOAD_LIMITS, uploadProblem } from '@dukkan/core';
import { BadRequest, type RouteContext } from '../../../http.ts';
import { db } from '../../../db/database.ts';

export type FileKind = 'image' | 'video';

export function invalidUpload(): BadRequest {
  return new BadRequest('Upload Request Invalid Data', 'invalid_upload', 400);
}

/** The file part when there is a usable one (non-empty), whatever else the request lacks. */
export function filePart(ctx: RouteContext, field = 'file'): File | undefined {
  const value = ctx.form?.get(field);
  if (!value || typeof value === 'string' || value.size === 0) return undefined;
  return value;
}

function hasOptions(ctx: RouteContext): boolean {
  return typeof ctx.form?.get('options') === 'string';
}

/** The first bytes of each file part, read before the handler runs (`preloadUploads`). */
const heads = new WeakMap<File, Uint8Array>();

/**
 * Name, type, size and bytes by the limits table the apps check too (`@dukkan/core` limits,
 * decisions 0083 and 0085): a name with hidden direction or control characters is refused; a
 * type outside the table (SVG, GIF…) is refused even under a right extension; a file sent
 * without a type (curl) passes on an allowed extension only; one byte past the limit is a 413;
 * bytes of another format than the type claims, markup (SVG, HTML) and a picture whose header
 * declares more pixels than the table allows are refused. Bytes no known format starts with
 * are taken (the app refuses them; 0085).
 */
export function checkUploadFile(file: File, kind: FileKind): void {
  const problem = uploadProblem(kind, file);
  if (problem === 'name') {
    throw new BadRequest('The file name contains direction or control characters.', 'invalid_file_name', 422);
  }
  if (problem === 'type') {
    throw new BadRequest(`The file must be ${UPLOAD_LIMITS[kind].types.join(', ')}.`, 'invalid_file_type', 422);
  }
  if (problem === 'empty') throw new BadRequest('The file is empty.', 'empty_file', 422);
  if (problem === 'size') throw new BadRequest('The file is too large.', 'file_too_large', 413);
  const head = heads.get(file);
  const found = head ? contentProblem(file, head, { unknown: 'accept' }) : null;
  if (found === 'markup') throw new BadRequest('Markup files (SVG, HTML) are not accepted.', 'invalid_file_type', 422);
  if (found === 'content') throw new BadRequest("The file's content does not match its type.", 'invalid_file_content', 422);
  if (found === 'dimensions') {
    const { maxSide, maxPixels } = UPLOAD_LIMITS.image;
    throw new BadRequest(`The picture is larger than ${maxSide} px a side or ${maxPixels} pixels.`, 'image_too_large', 422);
  }
}

/** An endpoint that is always an upload: a file and options are both required. */
export function requireUpload(ctx: RouteContext, kind: FileKind, field = 'file'): File {
  const file = filePart(ctx, field);
  if (!ctx.form || !file || !hasOptions(ctx)) throw invalidUpload();
  checkUploadFile(file, kind);
  return file;
}

/**
 * An endpoint with an optional upload: plain JSON means "no new file"; once the client
 * goes multipart it used the upload helper, so file and options must both be there.
 */
export function optionalUpload(ctx: RouteContext, kind: FileKind, field = 'file'): File | undefined {
  if (!ctx.form) return undefined;
  return requireUpload(ctx, kind, field);
}

/** The file of endpoints whose "no file" answer the spec names itself (image required, video not found). */
export function checkedFile(ctx: RouteContext, kind: FileKind, field = 'file'): File | undefined {
  const file = filePart(ctx, field);
  if (!file) return undefined;
  if (!hasOptions(ctx)) throw invalidUpload();
  checkUploadFile(file, kind);
  return file;
}

/** Pictures up to this size are kept inline; the persisted database stays small. */
const INLINE_MAX_BYTES = 256 * 1024;
const inlined = new WeakMap<File, string>();

function base64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode with a quarter-million arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Read the request's file parts before the handler runs (staffRoute calls it): the first
 * bytes of each for `checkUploadFile`, and small pictures whole, so `checkUploadFile` and
 * `uploadUrl` can stay synchronous inside the handlers.
 */
export async function preloadUploads(ctx: RouteContext): Promise<void> {
  if (!ctx.form) return;
  for (const [, value] of ctx.form.entries()) {
    if (typeof value !== 'string') heads.set(value, new Uint8Array(await value.slice(0, HEAD_BYTES).arrayBuffer()));
    if (typeof value === 'string' || !value.type.startsWith('image/') || value.size === 0 || value.size > INLINE_MAX_BYTES) continue;
    inlined.set(value, `data:${value.type};base64,${base64(new Uint8Array(await value.arrayBuffer()))}`);
  }
}

export function uploadUrl(shop: string, file: File): string {
  const inline = inlined.get(file);
  if (inline) return inline;
  const id = db().nextId('upload');
  const name = (file.name || 'file').replace(/[^\w.-]+/g, '-').slice(-80);
  return `/mock-uploads/${encodeURIComponent(shop)}/${id}-${name}`;
}
