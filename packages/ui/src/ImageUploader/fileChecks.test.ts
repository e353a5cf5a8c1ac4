import { describe, expect, it } from 'vitest';
import {
  ftypHeader,
  imageDimensions,
  jpegHeader,
  pngHeader,
  SCRIPTED_SVG,
  sniffType,
  UPLOAD_LIMITS,
  webmHeader,
  webpHeader,
} from '@dukkan/core';
import { checkFile, formatBytes, inspectFile, matchesAccept, MB } from './fileChecks.ts';

const images = ['image/jpeg', 'image/png', 'image/webp'];
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('matchesAccept', () => {
  it('matches MIME types, wildcards and extensions, case-insensitively', () => {
    expect(matchesAccept(file('a.JPG', 'image/jpeg'), images)).toBe(true);
    expect(matchesAccept(file('a.gif', 'image/gif'), images)).toBe(false);
    expect(matchesAccept(file('a.gif', 'image/gif'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('clip.MOV', ''), ['.mov'])).toBe(true);
    // A typed file is judged by its type: a page or a script under a right extension is refused (0083).
    expect(matchesAccept(file('clip.mov', 'text/html'), ['video/mp4', '.mov'])).toBe(false);
    expect(matchesAccept(file('photo.jpg', 'image/svg+xml'), ['image/jpeg', '.jpg'])).toBe(false);
    expect(matchesAccept(file('notes.pdf', 'application/pdf'), ['image/*', '.png'])).toBe(false);
    expect(matchesAccept(file('x', 'anything'), [])).toBe(true);
  });
});

describe('checkFile', () => {
  it('reports the type first, then the size', () => {
    const rules = { accept: images, maxBytes: 5 * MB };
    expect(checkFile(file('a.png', 'image/png', 5 * MB), rules)).toBeNull();
    expect(checkFile(file('a.png', 'image/png', 5 * MB + 1), rules)).toBe('size');
    expect(checkFile(file('a.pdf', 'application/pdf', 50 * MB), rules)).toBe('type');
  });
});

describe('formatBytes', () => {
  it('picks a unit and keeps Latin digits in Arabic', () => {
    expect(formatBytes(5 * MB, 'en')).toBe('5 MB');
    expect(formatBytes(1.5 * MB, 'en')).toBe('1.5 MB');
    expect(formatBytes(820 * 1024, 'en')).toBe('820 kB');
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(5 * MB, 'ar')).toMatch(/^5\s?\S+/);
    expect(formatBytes(5 * MB, 'ar')).not.toMatch(/[٠-٩]/);
  });
});

describe('inspectFile (decision 0085)', () => {
  const rules = { accept: images, maxBytes: 5 * MB };
  const videoRules = { accept: ['video/mp4', 'video/webm', 'video/quicktime', '.mov'], maxBytes: 100 * MB };
  const real = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type: string) => new File([bytes], name, { type });
  const { maxSide, maxPixels } = UPLOAD_LIMITS.image;

  it('lets real pictures and clips through', async () => {
    expect(await inspectFile(real(pngHeader(1200, 800), 'a.png', 'image/png'), rules)).toBeNull();
    expect(await inspectFile(real(jpegHeader(1600, 1200, 40_000), 'a.jpg', 'image/jpeg'), rules)).toBeNull();
    for (const chunk of ['VP8X', 'VP8L', 'VP8 '] as const)
      expect(await inspectFile(real(webpHeader(800, 600, chunk), 'a.webp', 'image/webp'), rules), chunk).toBeNull();
    expect(await inspectFile(real(ftypHeader('isom'), 'a.mp4', 'video/mp4'), videoRules)).toBeNull();
    // A phone's MOV labelled as MP4 and the other way round share one container.
    expect(await inspectFile(real(ftypHeader('qt  '), 'a.mp4', 'video/mp4'), videoRules)).toBeNull();
    expect(await inspectFile(real(ftypHeader('isom'), 'clip.MOV', ''), videoRules)).toBeNull();
    expect(await inspectFile(real(webmHeader(), 'a.webm', 'video/webm'), videoRules)).toBeNull();
  });

  it('refuses an empty file, at 0 bytes only', async () => {
    expect(await inspectFile(real(new Uint8Array(0), 'a.png', 'image/png'), rules)).toBe('empty');
    expect(checkFile(file('a.png', 'image/png', 0), rules)).toBe('empty');
    expect(checkFile(file('a.png', 'image/png', 1), rules)).toBeNull();
  });

  it('refuses bytes of another format under a right type and extension', async () => {
    expect(await inspectFile(real('GIF89a\x01\x00\x01\x00', 'offer.png', 'image/png'), rules)).toBe('content');
    expect(await inspectFile(real('%PDF-1.7', 'menu.jpg', 'image/jpeg'), rules)).toBe('content');
    expect(await inspectFile(real(pngHeader(10, 10), 'a.jpg', 'image/jpeg'), rules)).toBe('content');
    expect(await inspectFile(real(ftypHeader('heic'), 'a.jpg', 'image/jpeg'), rules)).toBe('content');
    expect(await inspectFile(real('MZ\x90\x00', 'clip.mp4', 'video/mp4'), videoRules)).toBe('content');
    expect(await inspectFile(real(pngHeader(10, 10), 'clip.mp4', 'video/mp4'), videoRules)).toBe('content');
    // Bytes no allowed format starts with are not a picture either.
    expect(await inspectFile(real(new Uint8Array(64), 'a.png', 'image/png'), rules)).toBe('content');
  });

  it('refuses an SVG with script, even named and typed as a PNG', async () => {
    expect(await inspectFile(real(SCRIPTED_SVG, 'logo.svg', 'image/svg+xml'), rules)).toBe('type');
    expect(await inspectFile(real(SCRIPTED_SVG, 'x.png', 'image/png'), rules)).toBe('markup');
    expect(await inspectFile(real(`\ufeff  \n${SCRIPTED_SVG}`, 'x.png', ''), { accept: ['.png'], maxBytes: MB })).toBe('markup');
    expect(await inspectFile(real('<!doctype html><script>alert(1)</script>', 'clip.mp4', 'video/mp4'), videoRules)).toBe('markup');
  });

  it('refuses a pixel flood from the header alone, at and past both limits', async () => {
    const png = (w: number, h: number) => inspectFile(real(pngHeader(w, h), 'a.png', 'image/png'), rules);
    expect(await png(30_000, 30_000)).toBe('dimensions');
    expect(await png(maxSide, maxPixels / maxSide)).toBeNull();
    expect(await png(maxSide + 1, 10)).toBe('dimensions');
    expect(await png(10, maxSide + 1)).toBe('dimensions');
    expect(await png(8000, maxPixels / 8000)).toBeNull();
    expect(await png(8000, maxPixels / 8000 + 1)).toBe('dimensions');
    expect(await inspectFile(real(jpegHeader(20_000, 20_000, 60_000), 'a.jpg', 'image/jpeg'), rules)).toBe('dimensions');
    for (const chunk of ['VP8X', 'VP8L', 'VP8 '] as const)
      expect(await inspectFile(real(webpHeader(16_000, 16_000, chunk), 'a.webp', 'image/webp'), rules), chunk).toBe('dimensions');
  });

  it('refuses a name with any bidi control or C0 control, before anything else', async () => {
    const controls = [
      '\u202e',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ];
    for (const c of [...controls, '\u0000', '\u0009', '\u001f', '\u007f'])
      expect(await inspectFile(real(pngHeader(10, 10), `photo${c}gnp.exe.png`, 'image/png'), rules), c.codePointAt(0)?.toString(16)).toBe(
        'name',
      );
    // Arabic, spaces and emoji are a name's ordinary letters.
    expect(await inspectFile(real(pngHeader(10, 10), 'تمر خلاص 🌴.png', 'image/png'), rules)).toBeNull();
    expect(checkFile(file('\u202egnp.pdf', 'application/pdf', 0), rules)).toBe('name');
  });
});

describe('header readers', () => {
  it('read the declared size of each format and nothing from a truncated header', () => {
    expect(imageDimensions(pngHeader(30_000, 20_000))).toEqual({ width: 30_000, height: 20_000 });
    expect(imageDimensions(jpegHeader(640, 480, 65_000))).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(webpHeader(16_383, 2, 'VP8L'))).toEqual({ width: 16_383, height: 2 });
    expect(imageDimensions(webpHeader(3, 16_384, 'VP8X'))).toEqual({ width: 3, height: 16_384 });
    expect(imageDimensions(webpHeader(1024, 768, 'VP8 '))).toEqual({ width: 1024, height: 768 });
    expect(imageDimensions(pngHeader(10, 10).subarray(0, 20))).toBeNull();
    expect(imageDimensions(jpegHeader(640, 480).subarray(0, 22))).toBeNull();
    expect(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBeNull();
  });
});
