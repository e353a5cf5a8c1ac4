/**
 * What a file's bytes and name say about it (decision 0085), shared by the uploaders (before
 * sending) and the mock API (after receiving): the type the first bytes show (magic numbers),
 * an image's dimensions read from its header without decoding it, and whether a file name
 * hides direction or control characters.
 */
import { UPLOAD_LIMITS, type UploadKind } from './limits.ts';

/** How much of a file is read to judge it: enough for a JPEG's frame header after its EXIF block. */
export const HEAD_BYTES = 256 * 1024;

/** What the first bytes show: an allowed type, another known format, markup (SVG/HTML/XML), or null. */
export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'image/heic'
  | 'image/avif'
  | 'video/mp4'
  | 'video/quicktime'
  | 'video/webm'
  | 'application/pdf'
  | 'application/zip'
  | 'application/x-executable'
  | 'markup';

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format the bytes are, by their magic numbers; null when nothing known matches. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "\x89PNG" is the signature's heart; when the whole 8 bytes are there they must all match.
  if (startsWith(bytes, PNG.slice(0, 4)) && (bytes.length < 8 || startsWith(bytes, PNG))) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'image/gif';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (brand === 'qt  ') return 'video/quicktime';
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    return 'video/mp4';
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(bytes, 0, 4) === '%PDF') return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (ascii(bytes, 0, 2) === 'MZ' || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'application/x-executable';
  // Markup after an optional byte-order mark and white space: an SVG drawing, a page, XML.
  let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at] as number)) at += 1;
  if (bytes[at] === 0x3c) return 'markup';
  return null;
}

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

/** The type a file claims: its MIME type, or for an untyped file the one its name's ending stands for. */
export function declaredType(file: { name: string; type: string }): string {
  const type = file.type.toLowerCase();
  if (type && type !== 'application/octet-stream') return type;
  const name = file.name.toLowerCase();
  const ending = Object.keys(EXTENSION_TYPES).find((e) => name.endsWith(e));
  return ending ? (EXTENSION_TYPES[ending] as string) : type;
}

/** MP4 and MOV share one container; phones label either as the other. */
const FAMILY: Readonly<Record<string, string>> = { 'video/quicktime': 'video/mp4' };
const family = (type: string) => FAMILY[type] ?? type;

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] as number) << 8) | (b[at + 1] as number);
const u16le = (b: Uint8Array, at: number) => (b[at] as number) | ((b[at + 1] as number) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] as number) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);

/** JPEG frame markers that carry the size (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * An image's width and height from its header (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X), never
 * decoding the pixels; null when the header is not there to read.
 */
export function imageDimensions(bytes: Uint8Array): ImageSize | null {
  const type = sniffType(bytes);
  if (type === 'image/png') {
    if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
    return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (type === 'image/jpeg') {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1] as number;
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      if (SOF.has(marker)) return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2;
        continue;
      }
      if (marker === 0xd9 || marker === 0xda) return null; // end, or scan data before any frame
      at += 2 + u16be(bytes, at + 2);
    }
    return null;
  }
  if (type === 'image/webp') {
    const chunk = ascii(bytes, 12, 4);
    if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23))
      return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
    if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
      const [b1, b2, b3, b4] = [bytes[21], bytes[22], bytes[23], bytes[24]] as number[] as [number, number, number, number];
      return { width: 1 + (b1 | ((b2 & 0x3f) << 8)), height: 1 + ((b2 >> 6) | (b3 << 2) | ((b4 & 0x0f) << 10)) };
    }
    if (chunk === 'VP8X' && bytes.length >= 30) return { width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) };
  }
  return null;
}

/**
 * Characters refused in a file name (decision 0085): C0 controls and DEL, the bidi marks and
 * embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069). An
 * override makes `photo‮gnp.exe` read as `photoexe.png`.
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export function unsafeFileName(name: string): boolean {
  return UNSAFE_NAME_CHARACTERS.test(name);
}

export type ContentProblem = 'markup' | 'content' | 'dimensions';

/**
 * What the bytes say against what the file claims: markup (an SVG can run script) is always
 * refused; bytes of another format are refused; an image whose header declares more pixels
 * than UPLOAD_LIMITS.image allows is refused (a "pixel flood"). `unknown: 'refuse'` (the apps)
 * also refuses bytes no allowed format starts with; the mock takes them (`'accept'`, 0085).
 */
export function contentProblem(
  file: { name: string; type: string },
  head: Uint8Array,
  options: { unknown: 'refuse' | 'accept' },
): ContentProblem | null {
  const sniffed = sniffType(head);
  if (sniffed === 'markup') return 'markup';
  const claimed = declaredType(file);
  const judged = (Object.keys(UPLOAD_LIMITS) as UploadKind[]).some((kind) => UPLOAD_LIMITS[kind].types.includes(claimed));
  if (!judged) return null;
  if (!sniffed) return options.unknown === 'refuse' ? 'content' : null;
  if (family(sniffed) !== family(claimed)) return 'content';
  const size = sniffed.startsWith('image/') ? imageDimensions(head) : null;
  if (size && tooManyPixels(size)) return 'dimensions';
  return null;
}

export function tooManyPixels({ width, height }: ImageSize): boolean {
  const { maxPixels, maxSide } = UPLOAD_LIMITS.image;
  return width > maxSide || height > maxSide || width * height > maxPixels;
}
