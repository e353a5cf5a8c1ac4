/**
 * Phone numbers as people type and paste them in the UAE: Arabic-Indic (٠-٩) or Eastern
 * Arabic-Indic (۰-۹) digits, spaces, dashes, dots, brackets, invisible direction marks
 * copied out of Arabic text, a leading 0 (trunk prefix), and the country code written as
 * +971, 00971 or a bare 971. `normalisePhone` reads all of these into E.164.
 */

export interface PhoneCountry {
  /** ISO 3166 code, used for the country's message id. */
  iso: 'AE' | 'SA' | 'OM' | 'BH' | 'QA' | 'KW' | 'EG' | 'IN' | 'PK' | 'PH';
  /** Calling code without "+". */
  code: string;
  /** Length of a national (significant) mobile number, used only to recognise a bare country code. */
  nationalLength: number;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { iso: 'AE', code: '971', nationalLength: 9 },
  { iso: 'SA', code: '966', nationalLength: 9 },
  { iso: 'OM', code: '968', nationalLength: 8 },
  { iso: 'BH', code: '973', nationalLength: 8 },
  { iso: 'QA', code: '974', nationalLength: 8 },
  { iso: 'KW', code: '965', nationalLength: 8 },
  { iso: 'EG', code: '20', nationalLength: 10 },
  { iso: 'IN', code: '91', nationalLength: 10 },
  { iso: 'PK', code: '92', nationalLength: 10 },
  { iso: 'PH', code: '63', nationalLength: 10 },
];

export const DEFAULT_COUNTRY_CODE = '971';

export interface NormalisedPhone {
  /** Calling code without "+", e.g. "971". */
  countryCode: string;
  /** The national significant number, digits only, no trunk 0: "501234567". */
  national: string;
  /** "+971501234567"; empty when there are no digits. */
  e164: string;
  /** UAE: a mobile number, 9 digits starting 50/52/54/55/56/58. Elsewhere: 6–12 digits. */
  valid: boolean;
}

/** Arabic-Indic and Eastern Arabic-Indic digits to Latin digits; everything else unchanged. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

const UAE_MOBILE = /^5[024568]\d{7}$/;
const OTHER_NUMBER = /^[1-9]\d{5,11}$/;
/** Fullwidth and small plus signs count as "+". */
const PLUS = /^[+\uff0b\ufe62]/;

export function isValidNational(countryCode: string, national: string): boolean {
  return countryCode === DEFAULT_COUNTRY_CODE ? UAE_MOBILE.test(national) : OTHER_NUMBER.test(national);
}

function countryOf(code: string): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((country) => country.code === code);
}

/** The known calling code that starts these digits, if any (codes in the list never prefix each other). */
function leadingCountry(digits: string): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((country) => digits.startsWith(country.code));
}

function dropTrunkZero(digits: string): string {
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/**
 * Reads typed or pasted text as a phone number of `countryCode` (the selected country), or of
 * the country its own +code / 00code names. Never throws.
 *
 *   "+971 50 123 4567", "00971501234567", "0501234567", "٠٥٠١٢٣٤٥٦٧" -> +971501234567
 */
export function normalisePhone(input: string, countryCode: string = DEFAULT_COUNTRY_CODE): NormalisedPhone {
  const text = toLatinDigits(String(input ?? ''))
    .trim()
    .replace(/^[\u200e\u200f\u202a-\u202e\u2066-\u2069\s]+/, '');
  const digits = text.replace(/\D/g, '');
  let code = countryOf(countryCode)?.code ?? DEFAULT_COUNTRY_CODE;
  let national: string;

  const international = PLUS.test(text) ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    const named = leadingCountry(international);
    if (named) {
      code = named.code;
      national = dropTrunkZero(international.slice(named.code.length));
    } else {
      // A calling code outside the list: kept whole, so it cannot pass as a local number.
      national = international;
      return { countryCode: code, national, e164: national ? `+${code}${national}` : '', valid: false };
    }
  } else {
    national = dropTrunkZero(digits);
    const selected = countryOf(code);
    // A bare code ("971501234567"): stripped only when what follows has the country's length.
    if (selected && national.startsWith(selected.code)) {
      const rest = dropTrunkZero(national.slice(selected.code.length));
      if (rest.length === selected.nationalLength) national = rest;
    }
  }
  return { countryCode: code, national, e164: national ? `+${code}${national}` : '', valid: isValidNational(code, national) };
}
