import { describe, expect, it } from 'vitest';
import { formatRuleFailure } from './formatMessage.ts';
import { RULE_NAMES } from './parseRules.ts';
import { check, intlFor } from './testing.ts';
import { isFailure, type RuleFailure } from './types.ts';

const en = intlFor('en');
const ar = intlFor('ar');

function fail(declaration: string, value: unknown, values: Record<string, unknown> = {}, name = 'field'): RuleFailure {
  const result = check(declaration, value, values, name);
  if (!isFailure(result)) throw new Error(`${declaration} accepted ${String(value)}`);
  return result;
}

const labels = { en: 'shop name', ar: 'اسم المتجر' };
const otherLabels: Record<string, { en: string; ar: string }> = { email: { en: 'Email', ar: 'البريد الإلكتروني' } };

function texts(failure: RuleFailure, label = labels) {
  return {
    en: formatRuleFailure(en, failure, { label: label.en, labelOf: (n) => otherLabels[n]?.en ?? n }),
    ar: formatRuleFailure(ar, failure, { label: label.ar, labelOf: (n) => otherLabels[n]?.ar ?? n }),
  };
}

/** [declaration, failing value, English, Arabic]: one message per rule, in both languages. */
const messages: Record<string, [string, unknown, string, string]> = {
  alpha: ['alpha', 'Shop 1', 'Shop name can only contain letters.', 'يجب أن يحتوي حقل اسم المتجر على حروف فقط.'],
  alpha_spaces: [
    'alpha_spaces',
    'Shop 1',
    'Shop name can only contain letters and spaces.',
    'يجب أن يحتوي حقل اسم المتجر على حروف ومسافات فقط.',
  ],
  alphanumeric: [
    'alphanumeric',
    'Shop 1',
    'Shop name can only contain letters and numbers.',
    'يجب أن يحتوي حقل اسم المتجر على حروف وأرقام فقط.',
  ],
  between: ['between:0,1000', '1200', 'Shop name must be between 0 and 1,000.', 'يجب أن تكون قيمة اسم المتجر بين 0 و1,000.'],
  contains_alpha: [
    'contains_alpha',
    '12',
    'Shop name must contain at least one letter.',
    'يجب أن يحتوي حقل اسم المتجر على حرف واحد على الأقل.',
  ],
  contains_alpha_spaces: [
    'contains_alpha_spaces',
    '12',
    'Shop name must contain at least one letter or space.',
    'يجب أن يحتوي حقل اسم المتجر على حرف أو مسافة واحدة على الأقل.',
  ],
  contains_alphanumeric: [
    'contains_alphanumeric',
    '!!',
    'Shop name must contain at least one letter or number.',
    'يجب أن يحتوي حقل اسم المتجر على حرف أو رقم واحد على الأقل.',
  ],
  contains_lowercase: [
    'contains_lowercase',
    'AB',
    'Shop name must contain at least one lower-case letter.',
    'يجب أن يحتوي حقل اسم المتجر على حرف لاتيني صغير واحد على الأقل.',
  ],
  contains_numeric: [
    'contains_numeric',
    'ab',
    'Shop name must contain at least one number.',
    'يجب أن يحتوي حقل اسم المتجر على رقم واحد على الأقل.',
  ],
  contains_symbol: [
    'contains_symbol',
    'ab',
    'Shop name must contain at least one symbol.',
    'يجب أن يحتوي حقل اسم المتجر على رمز واحد على الأقل.',
  ],
  contains_uppercase: [
    'contains_uppercase',
    'ab',
    'Shop name must contain at least one capital letter.',
    'يجب أن يحتوي حقل اسم المتجر على حرف لاتيني كبير واحد على الأقل.',
  ],
  date_after: [
    'date_after:2025-03-01',
    '2025-02-01',
    'Shop name must be after 1 March 2025.',
    'يجب أن يكون تاريخ اسم المتجر بعد 1 مارس 2025.',
  ],
  date_before: [
    'date_before:2025-03-01',
    '2025-04-01',
    'Shop name must be before 1 March 2025.',
    'يجب أن يكون تاريخ اسم المتجر قبل 1 مارس 2025.',
  ],
  date_between: [
    'date_between:2025-03-01,2025-03-31',
    '2025-04-01',
    'Shop name must be between 1 March 2025 and 31 March 2025.',
    'يجب أن يكون تاريخ اسم المتجر بين 1 مارس 2025 و31 مارس 2025.',
  ],
  date_format: [
    'date_format:DD/MM/YYYY',
    '2025-03-01',
    'Shop name must be a valid date in the format DD/MM/YYYY.',
    'يجب أن يكون حقل اسم المتجر تاريخًا صحيحًا بالصيغة DD/MM/YYYY.',
  ],
  email: ['email', 'owner@', 'Please enter a valid email address.', 'يُرجى إدخال عنوان بريد إلكتروني صحيح.'],
  ends_with: ['ends_with:.ae,.com', 'x.net', 'Shop name must end with .ae or .com.', 'يجب أن ينتهي حقل اسم المتجر بـ.ae أو .com.'],
  is: ['is:small,large', 'huge', 'Shop name is not an allowed value.', 'قيمة اسم المتجر غير مسموح بها.'],
  length: ['length:3,40', 'ab', 'Shop name must be between 3 and 40 characters long.', 'يجب أن يكون طول اسم المتجر بين 3 و40 حرفًا.'],
  lowercase: [
    'lowercase',
    'AB',
    'Shop name can only contain lower-case letters.',
    'يجب أن يحتوي حقل اسم المتجر على أحرف لاتينية صغيرة فقط.',
  ],
  matches: ['matches:/^AE/', 'x', 'Shop name is not in the expected format.', 'صيغة اسم المتجر غير صحيحة.'],
  max: ['max:1000', '1001', 'Shop name must be no more than 1,000.', 'يجب ألا تزيد قيمة اسم المتجر على 1,000.'],
  min: ['min:3', '2', 'Shop name must be at least 3.', 'يجب ألا تقل قيمة اسم المتجر عن 3.'],
  not: ['not:admin', 'admin', 'Shop name cannot be “admin”.', 'لا يمكن أن تكون قيمة اسم المتجر «admin».'],
  number: ['number', 'ten', 'Shop name must be a number.', 'يجب أن تكون قيمة اسم المتجر رقمًا.'],
  required: ['required', '', 'Shop name is required.', 'حقل اسم المتجر مطلوب.'],
  starts_with: ['starts_with:+971', '050', 'Shop name must start with +971.', 'يجب أن يبدأ حقل اسم المتجر بـ+971.'],
  symbol: ['symbol', 'ab', 'Shop name can only contain symbols.', 'يجب أن يحتوي حقل اسم المتجر على رموز فقط.'],
  uppercase: ['uppercase', 'ab', 'Shop name can only contain capital letters.', 'يجب أن يحتوي حقل اسم المتجر على أحرف لاتينية كبيرة فقط.'],
  url: ['url', 'alwaha.ae', 'Please enter a valid URL.', 'يُرجى إدخال رابط صحيح.'],
};

describe('rule messages (vendor spec §5)', () => {
  it('has a message for every rule', () => {
    expect([...Object.keys(messages), 'accepted', 'confirm', 'require_one'].sort()).toEqual(RULE_NAMES);
  });

  for (const [rule, [declaration, value, english, arabic]] of Object.entries(messages)) {
    it(`${rule}: "${english}"`, () => {
      expect(texts(fail(declaration, value))).toEqual({ en: english, ar: arabic });
    });
  }

  it('accepted lower-cases the label in English: "Please accept the {name}."', () => {
    expect(texts(fail('accepted', false), { en: 'Terms of Service', ar: 'شروط الخدمة' })).toEqual({
      en: 'Please accept the terms of service.',
      ar: 'يُرجى الموافقة على شروط الخدمة.',
    });
  });

  it('confirm: "{Name} does not match."', () => {
    expect(texts(fail('confirm:password', 'a', { password: 'b' }), { en: 'password confirmation', ar: 'تأكيد كلمة المرور' })).toEqual({
      en: 'Password confirmation does not match.',
      ar: 'حقل تأكيد كلمة المرور غير مطابق.',
    });
  });

  it('require_one names the other fields by their labels', () => {
    expect(texts(fail('require_one:email', '', { email: '' }, 'phone'), { en: 'Phone', ar: 'الهاتف' })).toEqual({
      en: 'Please fill in Phone or Email.',
      ar: 'يُرجى إدخال الهاتف أو البريد الإلكتروني.',
    });
  });

  it('words length in characters, with the plural forms of each language', () => {
    const cases: [string, string, string, string][] = [
      ['length:3', 'ab', 'Shop name must be at least 3 characters long.', 'يجب ألا يقل طول اسم المتجر عن 3 أحرف.'],
      ['length:0,40', 'x'.repeat(41), 'Shop name must be no more than 40 characters long.', 'يجب ألا يزيد طول اسم المتجر على 40 حرفًا.'],
      ['length:0,2', 'abc', 'Shop name must be no more than 2 characters long.', 'يجب ألا يزيد طول اسم المتجر على حرفين.'],
      ['length:0,1', 'ab', 'Shop name must be no more than 1 character long.', 'يجب ألا يزيد طول اسم المتجر على حرف واحد.'],
      ['length:5,5', 'abc', 'Shop name must be exactly 5 characters long.', 'يجب أن يكون طول اسم المتجر 5 أحرف بالضبط.'],
      ['length:3,200', 'ab', 'Shop name must be between 3 and 200 characters long.', 'يجب أن يكون طول اسم المتجر بين 3 و200 حرف.'],
    ];
    for (const [declaration, value, english, arabic] of cases) {
      expect(texts(fail(declaration, value))).toEqual({ en: english, ar: arabic });
    }
  });

  it('says "must be in the future / past" when the date rules compare with now', () => {
    expect(texts(fail('date_after', '2020-01-01')).en).toBe('Shop name must be in the future.');
    expect(texts(fail('date_before', '2030-01-01')).ar).toBe('يجب أن يكون تاريخ اسم المتجر في الماضي.');
  });

  it('falls back to "This field is not valid." for a custom rule without a message', () => {
    const failure: RuleFailure = { rule: 'custom', message: { id: 'ui.form.rule.invalid' } };
    expect(texts(failure)).toEqual({ en: 'This field is not valid.', ar: 'هذا الحقل غير صالح.' });
  });

  it('writes numbers with Latin digits in Arabic too (docs/decisions/0010)', () => {
    expect(texts(fail('min:٢٥', '3')).ar).toBe('يجب ألا تقل قيمة اسم المتجر عن 25.');
  });
});
