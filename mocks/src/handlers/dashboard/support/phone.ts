/**
 * Phone numbers as the platform stores them: the national number without its leading 0
 * (`501234567`) beside a separate `countryCode` (`971`), the way the demo accounts and the
 * OTP flow keep them. WhatsApp recipients are full international numbers (`971501234567`).
 */
import { read } from '../../../http.ts';
import { invalid, type Fields } from './route.ts';

const UAE = '971';

function digitsOf(raw: string): string {
  const compact = raw.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) throw invalid('Please enter a valid phone number.', 'invalid_phone');
  return compact.replace(/^\+/, '').replace(/^00/, '');
}

/** A national number for `countryCode` (default the UAE), stripped of that prefix and a trunk 0. */
export function nationalNumber(raw: string, countryCode = UAE): string {
  let digits = digitsOf(raw);
  if (digits.startsWith(countryCode) && digits.length > countryCode.length + 6) digits = digits.slice(countryCode.length);
  digits = digits.replace(/^0+/, '');
  // UAE numbers are 8 (landline) or 9 (mobile) digits; other countries 6 to 12.
  const ok = countryCode === UAE ? /^\d{8,9}$/.test(digits) : /^\d{6,12}$/.test(digits);
  if (!ok) throw invalid('Please enter a valid phone number.', 'invalid_phone');
  return digits;
}

export function readPhone(f: Fields, key: string, countryCode = UAE): string {
  return nationalNumber(read.string(f, key, { max: 32 }), countryCode);
}

export function optionalPhone(f: Fields, key: string, countryCode = UAE): string | undefined {
  if (f[key] === undefined || f[key] === null || f[key] === '') return undefined;
  return readPhone(f, key, countryCode);
}

export function readCountryCode(f: Fields, key = 'countryCode'): string {
  const value = read.string(f, key, { required: false, max: 5 }).replace(/^\+/, '') || UAE;
  if (!/^\d{1,4}$/.test(value)) throw invalid(`${key} must be a country calling code.`);
  return value;
}

/**
 * An international number for WhatsApp: `+971 50 123 4567`, `00971501234567` and the
 * local `050 123 4567` all become `971501234567`.
 */
export function internationalNumber(raw: string): string {
  const digits = digitsOf(raw);
  const full = digits.startsWith('0') ? `${UAE}${digits.replace(/^0+/, '')}` : /^5\d{8}$/.test(digits) ? `${UAE}${digits}` : digits;
  if (!/^[1-9]\d{9,14}$/.test(full)) throw invalid(`${raw.slice(0, 40)} is not a phone number.`, 'invalid_phone');
  return full;
}
