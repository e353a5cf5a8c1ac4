import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeQr, qrPath, QrTooLongError, type QrMatrix } from './qr.ts';

/** Draws the matrix as RGBA pixels (3 px a module, 4-module quiet zone) and reads it back with jsQR. */
function decode(matrix: QrMatrix): string | undefined {
  const scale = 3;
  const quiet = 4;
  const width = (matrix.size + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  matrix.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const offset = (((y + quiet) * scale + dy) * width + (x + quiet) * scale + dx) * 4;
          pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0;
        }
      }
    }),
  );
  return jsQR(pixels, width, width)?.data;
}

describe('encodeQr', () => {
  it('round-trips through an independent reader, from version 1 up', () => {
    const texts = [
      'https://dukkan.ae/nfc/04:A2:19:6B',
      'a',
      'x'.repeat(14), // the most version 1-M holds
      'x'.repeat(15), // one byte more: version 2
      `https://dukkan.ae/complaint?qr=${'q'.repeat(120)}`,
      'y'.repeat(300), // version 10+: the 16-bit length
      'z'.repeat(700), // several blocks of two lengths, alignment grid, version bits
    ];
    for (const text of texts) expect(decode(encodeQr(text)), text.slice(0, 30)).toBe(text);
  });

  it('carries Arabic text as UTF-8', () => {
    const text = 'شكوى: الطلب ٤٥٢ تأخر';
    expect(decode(encodeQr(text))).toBe(text);
  });

  it('picks the smallest version and a mask the standard allows', () => {
    expect(encodeQr('x'.repeat(14)).version).toBe(1);
    expect(encodeQr('x'.repeat(15)).version).toBe(2);
    const matrix = encodeQr('https://dukkan.ae');
    expect(matrix.size).toBe(matrix.version * 4 + 17);
    expect(matrix.mask).toBeGreaterThanOrEqual(0);
    expect(matrix.mask).toBeLessThan(8);
  });

  it('refuses text past version 40 with a typed error', () => {
    expect(() => encodeQr('x'.repeat(2400))).toThrow(QrTooLongError);
  });
});

describe('qrPath', () => {
  it('draws one rectangle per run of dark modules, offset by the quiet zone', () => {
    const matrix: QrMatrix = {
      version: 1,
      size: 3,
      mask: 0,
      modules: [
        [true, true, false],
        [false, false, false],
        [false, true, true],
      ],
    };
    expect(qrPath(matrix, 1)).toBe('M1 1h2v1h-2zM2 3h2v1h-2z');
  });
});
