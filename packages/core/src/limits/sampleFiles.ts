/**
 * The smallest real headers of each format, for tests of the upload checks (decision 0085):
 * a picture's header says its size without any pixels behind it, which is what a "pixel
 * flood" file is.
 */
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16be = (n: number) => [(n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const u24le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** A PNG signature and IHDR chunk declaring `width` × `height`. */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...u32be(13),
    ...text('IHDR'),
    ...u32be(width),
    ...u32be(height),
    ...[8, 6, 0, 0, 0],
    ...[0, 0, 0, 0],
  ]);
}

/** A JPEG start, a JFIF block and a baseline frame header declaring `width` × `height`. */
export function jpegHeader(width: number, height: number, padding = 0): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, ...u16be(16), ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  // An APPn block of `padding` bytes stands for a camera's EXIF data before the frame.
  const exif = padding > 0 ? [0xff, 0xe1, ...u16be(padding + 2), ...new Array<number>(padding).fill(0)] : [];
  const sof = [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...exif, ...sof]);
}

/** A WebP file header with a VP8X, VP8L or VP8 (lossy) chunk declaring `width` × `height`. */
export function webpHeader(width: number, height: number, chunk: 'VP8X' | 'VP8L' | 'VP8 ' = 'VP8X'): Uint8Array<ArrayBuffer> {
  let body: number[];
  if (chunk === 'VP8X') body = [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  else if (chunk === 'VP8L') {
    const w = width - 1;
    const h = height - 1;
    body = [0x2f, w & 0xff, ((w >> 8) & 0x3f) | ((h & 0x03) << 6), (h >> 2) & 0xff, (h >> 10) & 0x0f];
  } else body = [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)];
  return new Uint8Array([...text('RIFF'), ...u32be(0), ...text('WEBP'), ...text(chunk), ...u32be(body.length).reverse(), ...body]);
}

/** An ISO media file's `ftyp` box: `isom` for MP4, `qt  ` for a phone's MOV, `heic` for a HEIC photo. */
export function ftypHeader(brand = 'isom'): Uint8Array<ArrayBuffer> {
  return new Uint8Array([...u32be(24), ...text('ftyp'), ...text(brand), ...u32be(0x200), ...text('isomiso2')]);
}

/** A WebM (EBML) start. */
export function webmHeader(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
}

/** An SVG drawing that runs script when shown. */
export const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>';
