/**
 * What a person types as an amount of AED, to fils: Latin, Arabic-Indic (٠-٩) or Persian digits,
 * "." or the Arabic decimal separator "٫", at most two decimals, optional thousands separators
 * ("1,250.50", "١٬٢٥٠٫٥٠"). Exact: the text goes to core `toFils`, never through a float.
 * Anything else is null, so a typo never becomes an amount.
 */
import { toFils, type Fils } from '@dukkan/core';

const ARABIC_INDIC = /[\u0660-\u0669]/g;
const PERSIAN = /[\u06f0-\u06f9]/g;
const SHAPE = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

export function parseAmount(typed: string): Fils | null {
  const text = typed
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/[\s\u200e\u200f\u061c]/g, '')
    .replace(/^\u2212/, '-');
  if (text === '' || !SHAPE.test(text)) return null;
  const fils = toFils(text.replace(/,/g, ''));
  return fils !== null && Number.isSafeInteger(fils) ? fils : null;
}
