import { toLatinDigits } from '../PhoneInput/phone.ts';

/** Digits of typed, pasted or autofilled text, Arabic-Indic digits read as Latin. */
export function otpDigits(text: string): string[] {
  return toLatinDigits(text).replace(/\D/g, '').split('');
}

/**
 * The boxes after text arrives in box `index`: one new digit replaces that box (even when
 * the browser appended it to the old one); several (paste, SMS autofill) fill from `index`,
 * or from the first box when they make a whole code. Returns the boxes and the box to focus.
 */
export function fillBoxes(boxes: readonly string[], index: number, text: string): { boxes: string[]; focus: number } {
  const next = [...boxes];
  const previous = boxes[index] ?? '';
  let digits = otpDigits(text);
  if (digits.length === 2 && previous !== '' && digits.includes(previous)) {
    digits.splice(digits.indexOf(previous), 1);
  }
  if (digits.length === 1 && digits[0] === previous) return { boxes: next, focus: index };
  if (digits.length === 0) {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const start = digits.length >= boxes.length ? 0 : index;
  digits = digits.slice(0, boxes.length - start);
  digits.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { boxes: next, focus: Math.min(start + digits.length, boxes.length - 1) };
}
