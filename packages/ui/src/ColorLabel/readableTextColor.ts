import { contrastRatio } from '../theme/contrast.ts';

export const BLACK_TEXT = '#000000';
export const WHITE_TEXT = '#ffffff';

const LONG_HEX = /^#[0-9a-f]{6}$/i;
const SHORT_HEX = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** `#rrggbb` (or `#rgb`) in lower case, or null for anything else a user may have typed. */
export function normaliseHex(colour: string): string | null {
  const value = colour.trim();
  if (LONG_HEX.test(value)) return value.toLowerCase();
  const short = SHORT_HEX.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return null;
}

/**
 * Black or white, whichever contrasts more with a user-chosen label colour. One of the two
 * always reaches at least 4.58:1 (WCAG AA for normal text), whatever the background.
 */
export function readableTextColor(background: string): typeof BLACK_TEXT | typeof WHITE_TEXT {
  const hex = normaliseHex(background);
  if (!hex) throw new RangeError(`Not a #rrggbb colour: ${background}`);
  return contrastRatio(hex, BLACK_TEXT) >= contrastRatio(hex, WHITE_TEXT) ? BLACK_TEXT : WHITE_TEXT;
}
