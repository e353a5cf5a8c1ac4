import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhone, toLatinDigits } from './phone.ts';

const uae = { countryCode: '971', national: '501234567', e164: '+971501234567', valid: true };

describe('normalisePhone', () => {
  it.each([
    '+971 50 123 4567',
    '+971501234567',
    '00971501234567',
    '00971 50 123 4567',
    '0501234567',
    '050 123 4567',
    '050-123-4567',
    '501234567',
    '971501234567',
    '9710501234567',
    '+971 (0) 50 123 4567',
    '(+971) 50.123.4567',
    '٠٥٠١٢٣٤٥٦٧',
    '۰۵۰۱۲۳۴۵۶۷',
    '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
    '٠٠٩٧١٥٠١٢٣٤٥٦٧',
    '\u200f+971 50 123 4567\u200f',
    '\u2066050 123 4567\u2069',
    '＋971501234567',
    ' 050\u00a0123\u00a04567 ',
    'tel: 050 123 4567',
  ])('reads %j as +971501234567', (input) => {
    expect(normalisePhone(input)).toEqual(uae);
  });

  it.each(['50', '52', '54', '55', '56', '58'])('accepts UAE mobiles starting %s', (prefix) => {
    expect(normalisePhone(`${prefix}1234567`).valid).toBe(true);
  });

  it.each([
    ['a prefix outside 50/52/54/55/56/58', '511234567'],
    ['another', '591234567'],
    ['a landline', '042345678'],
    ['too short', '05012345'],
    ['too long', '05012345678'],
    ['empty', ''],
    ['letters only', 'call me'],
  ])('rejects a UAE number that is %s', (_why, input) => {
    expect(normalisePhone(input).valid).toBe(false);
  });

  it('takes the country from a pasted +code or 00code', () => {
    expect(normalisePhone('+966 50 123 4567')).toEqual({ countryCode: '966', national: '501234567', e164: '+966501234567', valid: true });
    expect(normalisePhone('00968 9123 4567')).toMatchObject({ countryCode: '968', national: '91234567', valid: true });
    expect(normalisePhone('+20 010 1234 5678')).toMatchObject({ countryCode: '20', national: '1012345678', valid: true });
    expect(normalisePhone('+63 917 123 4567', '971')).toMatchObject({ countryCode: '63', e164: '+639171234567' });
  });

  it('reads a number of the selected country', () => {
    expect(normalisePhone('0512345678', '966')).toMatchObject({ countryCode: '966', national: '512345678', valid: true });
    expect(normalisePhone('3001234567', '92')).toMatchObject({ e164: '+923001234567', valid: true });
    expect(normalisePhone('6612 3456', '974')).toMatchObject({ e164: '+97466123456', valid: true });
  });

  it('strips a bare country code only when the rest has the country’s length', () => {
    expect(normalisePhone('919876543210', '91').national).toBe('9876543210');
    // An Indian number that merely starts with 91 is left alone.
    expect(normalisePhone('9198765432', '91').national).toBe('9198765432');
  });

  it('accepts 6 to 12 digits outside the UAE', () => {
    expect(normalisePhone('12345', '965').valid).toBe(false);
    expect(normalisePhone('123456', '965').valid).toBe(true);
    expect(normalisePhone('123456789012', '63').valid).toBe(true);
    expect(normalisePhone('1234567890123', '63').valid).toBe(false);
  });

  it('does not pass a number from an unlisted country as local', () => {
    const result = normalisePhone('+44 7911 123456');
    expect(result.valid).toBe(false);
    expect(result.countryCode).toBe('971');
  });

  it('falls back to the UAE for an unknown selected code', () => {
    expect(normalisePhone('0501234567', '999')).toEqual(uae);
  });

  it('never throws, and returns digits only', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.constantFrom('971', '966', '20', '91', 'x'), (input, code) => {
        const result = normalisePhone(input, code);
        expect(result.national).toMatch(/^\d*$/);
        expect(result.e164 === '' || /^\+\d+$/.test(result.e164)).toBe(true);
        if (result.valid) expect(result.e164).toMatch(/^\+\d{8,15}$/);
      }),
    );
  });

  it('reads any UAE mobile in Arabic-Indic digits as it reads it in Latin digits', () => {
    const arabicIndic = (text: string, eastern: boolean) =>
      text.replace(/\d/g, (d) => String.fromCharCode((eastern ? 0x06f0 : 0x0660) + Number(d)));
    fc.assert(
      fc.property(
        fc.constantFrom('50', '52', '54', '55', '56', '58'),
        fc.stringMatching(/^\d{7}$/),
        fc.constantFrom('', '0', '+971', '+971 ', '00971', '971', '+971 (0) '),
        fc.constantFrom('', ' ', '-', '\u00a0'),
        fc.boolean(),
        (prefix, rest, lead, separator, eastern) => {
          const latin = `${lead}${prefix}${separator}${rest.slice(0, 3)}${separator}${rest.slice(3)}`;
          const expected = normalisePhone(latin);
          expect(expected).toEqual({ countryCode: '971', national: `${prefix}${rest}`, e164: `+971${prefix}${rest}`, valid: true });
          expect(normalisePhone(arabicIndic(latin, eastern))).toEqual(expected);
        },
      ),
    );
  });
});

describe('toLatinDigits', () => {
  it('converts both Arabic-Indic digit sets and leaves the rest', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc')).toBe('0123456789 0123456789 abc');
  });
});
