import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillBoxes, otpDigits } from './otp.ts';

const empty = ['', '', '', '', '', ''];

describe('fillBoxes', () => {
  it('puts a typed digit in its box and moves on', () => {
    expect(fillBoxes(empty, 0, '4')).toEqual({ boxes: ['4', '', '', '', '', ''], focus: 1 });
  });

  it('replaces a digit the browser appended to the old one', () => {
    expect(fillBoxes(['4', '', '', '', '', ''], 0, '47').boxes[0]).toBe('7');
    expect(fillBoxes(['4', '', '', '', '', ''], 0, '74').boxes[0]).toBe('7');
  });

  it('fills every box from a pasted whole code, wherever it is pasted', () => {
    expect(fillBoxes(empty, 3, '123456')).toEqual({ boxes: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });

  it('reads Arabic-Indic digits and ignores spaces and dashes', () => {
    expect(fillBoxes(empty, 0, '١٢٣ - ۴۵۶').boxes.join('')).toBe('123456');
  });

  it('fills from the box when the pasted part is shorter than the code', () => {
    expect(fillBoxes(['1', '2', '', '', '', ''], 2, '34').boxes.join('')).toBe('1234');
  });

  it('ignores letters and clears the box when it is emptied', () => {
    expect(fillBoxes(['1', '', '', '', '', ''], 1, 'a').boxes).toEqual(['1', '', '', '', '', '']);
    expect(fillBoxes(['1', '', '', '', '', ''], 0, '1a')).toEqual({ boxes: ['1', '', '', '', '', ''], focus: 0 });
    expect(fillBoxes(['1', '2', '', '', '', ''], 1, '').boxes).toEqual(['1', '', '', '', '', '']);
  });

  it('never writes past the last box or anything but one digit per box', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', '0', '9'), { minLength: 4, maxLength: 8 }), fc.nat(), fc.string(), (boxes, at, text) => {
        const index = at % boxes.length;
        const result = fillBoxes(boxes, index, text);
        expect(result.boxes).toHaveLength(boxes.length);
        for (const box of result.boxes) expect(box).toMatch(/^\d?$/);
        expect(result.focus).toBeGreaterThanOrEqual(0);
        expect(result.focus).toBeLessThan(boxes.length);
      }),
    );
  });
});

describe('otpDigits', () => {
  it('keeps digits only', () => {
    expect(otpDigits('Code: ٤٥٦-789')).toEqual(['4', '5', '6', '7', '8', '9']);
  });
});
