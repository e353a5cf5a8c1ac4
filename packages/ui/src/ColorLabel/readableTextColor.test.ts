import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast.ts';
import { BLACK_TEXT, normaliseHex, readableTextColor, WHITE_TEXT } from './readableTextColor.ts';

describe('readableTextColor', () => {
  it('puts white text on dark colours and black text on light ones', () => {
    expect(readableTextColor('#0f6b4a')).toBe(WHITE_TEXT);
    expect(readableTextColor('#1b1f24')).toBe(WHITE_TEXT);
    expect(readableTextColor('#fff1d6')).toBe(BLACK_TEXT);
    expect(readableTextColor('#ffeb3b')).toBe(BLACK_TEXT);
  });

  it('picks black for mid greys where black contrasts more', () => {
    expect(readableTextColor('#777777')).toBe(BLACK_TEXT);
    expect(readableTextColor('#767676')).toBe(BLACK_TEXT);
    expect(readableTextColor('#737373')).toBe(WHITE_TEXT);
  });

  it('reaches WCAG AA (4.5:1) for every colour on a coarse grid of the RGB cube', () => {
    const steps = [0, 0x33, 0x66, 0x77, 0x88, 0x99, 0xcc, 0xff];
    for (const r of steps) {
      for (const g of steps) {
        for (const b of steps) {
          const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(hex, readableTextColor(hex))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('accepts upper case and short hex and rejects anything else', () => {
    expect(readableTextColor('#FFFFFF')).toBe(BLACK_TEXT);
    expect(readableTextColor('#000')).toBe(WHITE_TEXT);
    expect(() => readableTextColor('red')).toThrow(RangeError);
    expect(() => readableTextColor('#12345')).toThrow(RangeError);
  });
});

describe('normaliseHex', () => {
  it('expands and lower-cases, or returns null', () => {
    expect(normaliseHex(' #ABC ')).toBe('#aabbcc');
    expect(normaliseHex('#A1B2C3')).toBe('#a1b2c3');
    expect(normaliseHex('rgb(0,0,0)')).toBeNull();
    expect(normaliseHex('')).toBeNull();
  });
});
