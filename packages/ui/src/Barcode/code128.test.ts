import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Checksum, code128BValues, encodeCode128B, START_B, STOP } from './code128.ts';

/** Reads a width list back to text with the pattern table, as a scanner does. */
function decode(widths: readonly number[]): string {
  const symbols: number[] = [];
  for (let i = 0; i < widths.length - 7; i += 6) symbols.push(CODE128_PATTERNS.indexOf(widths.slice(i, i + 6).join('')));
  const [start, ...rest] = symbols;
  const check = rest.pop();
  expect(start).toBe(START_B);
  expect(check).toBe(code128Checksum(rest));
  return String.fromCharCode(...rest.map((v) => v + 32));
}

describe('Code 128 patterns', () => {
  it('has 106 characters of 11 modules and a stop of 13, all different', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    CODE128_PATTERNS.slice(0, 106).forEach((p) => expect([...p].reduce((s, w) => s + Number(w), 0)).toBe(11));
    expect([...CODE128_PATTERNS[STOP]!].reduce((s, w) => s + Number(w), 0)).toBe(13);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
  });

  it('has an even number of bar modules in every character (the standard parity rule)', () => {
    CODE128_PATTERNS.slice(0, 106).forEach((p) => expect((Number(p[0]) + Number(p[2]) + Number(p[4])) % 2).toBe(0));
  });

  it('has the well-known patterns of space (0), start B (104) and stop (106)', () => {
    expect(CODE128_PATTERNS[0]).toBe('212222');
    expect(CODE128_PATTERNS[START_B]).toBe('211214');
    expect(CODE128_PATTERNS[STOP]).toBe('2331112');
  });
});

describe('encodeCode128B', () => {
  it('gives DK-10231 the check value 69', () => {
    // 104 + 36·1 (D) + 43·2 (K) + 13·3 (-) + 17·4 (1) + 16·5 (0) + 18·6 (2) + 19·7 (3) + 17·8 (1) = 790; 790 mod 103 = 69.
    const code = encodeCode128B('DK-10231');
    expect(code?.values).toEqual([104, 36, 43, 13, 17, 16, 18, 19, 17, 69, 106]);
  });

  it('gives PJJ123C the check value 55', () => {
    // 104 + 48 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879; 879 mod 103 = 55.
    expect(code128Checksum(code128BValues('PJJ123C')!)).toBe(55);
  });

  it('draws start B, the data, the check and the stop, bar first and bar last', () => {
    const code = encodeCode128B('DK-10231')!;
    expect(code.widths.slice(0, 6).join('')).toBe('211214');
    expect(code.widths.slice(-7).join('')).toBe('2331112');
    expect(code.widths).toHaveLength(6 * 10 + 7);
    expect(code.widths.reduce((s, w) => s + w, 0)).toBe(11 * 10 + 13);
  });

  it('reads back to what it encodes', () => {
    for (const text of ['DK-10231', 'A', 'order #42 ~ ok', 'PJJ123C']) expect(decode(encodeCode128B(text)!.widths)).toBe(text);
  });

  it('refuses text code set B cannot carry, and empty text', () => {
    expect(encodeCode128B('')).toBeNull();
    expect(encodeCode128B('طلب 1')).toBeNull();
    expect(encodeCode128B('DK\n1')).toBeNull();
  });
});
