/**
 * Code 128, code set B (ISO/IEC 15417): printable ASCII (space to `~`), enough for order numbers
 * like `DK-10231`. A pure function: the symbol as alternating bar and space widths in modules,
 * starting with a bar, from the start character to the stop pattern (quiet zones not included).
 */

/** The 107 symbol patterns (values 0–105 and the stop, 106) as bar/space widths, bar first. */
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]; // prettier-ignore

export const START_B = 104;
export const STOP = 106;

/** The code set B value of each character (ASCII 32–126 are values 0–94); null when it has none. */
export function code128BValues(text: string): number[] | null {
  const values: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 32 || code > 126) return null;
    values.push(code - 32);
  }
  return values;
}

/** The check character: the start value plus each value times its position, modulo 103. */
export function code128Checksum(values: readonly number[], start = START_B): number {
  return values.reduce((sum, value, i) => sum + value * (i + 1), start) % 103;
}

export interface Code128 {
  /** Start B, the data values, the check value, the stop: the symbol's values in order. */
  values: number[];
  /** Bar, space, bar, … widths in modules; the sum is 11 per character plus 13 for the stop. */
  widths: number[];
}

/** Encodes a text in code set B; null when it is empty or has a character set B cannot carry. */
export function encodeCode128B(text: string): Code128 | null {
  const data = code128BValues(text);
  if (!data || data.length === 0) return null;
  const values = [START_B, ...data, code128Checksum(data), STOP];
  const widths = values.flatMap((value) => [...CODE128_PATTERNS[value]!].map(Number));
  return { values, widths };
}
