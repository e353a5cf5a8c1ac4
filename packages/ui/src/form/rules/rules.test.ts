import { describe, expect, it } from 'vitest';
import { isFailure, isPending } from './types.ts';
import { RULE_NAMES } from './parseRules.ts';
import { check, checkSettled } from './testing.ts';

/** [declaration, valid values, invalid values] for each named rule of vendor spec §5. */
const cases: Record<string, [string | readonly unknown[], unknown[], unknown[]]> = {
  accepted: ['accepted', [true, 'on', 'yes', '1', 1, 'true'], [false, undefined, '', 'no', 0]],
  alpha: ['alpha', ['Dukkan', 'دكان', 'مُحَمَّد', 'Ünal'], ['Dukkan 1', 'دكان ١', 'a-b', 'shop!']],
  alpha_spaces: ['alpha_spaces', ['Al Waha Market', 'سوق الواحة', 'Fresh'], ['Shop 24', 'سوق_الواحة', 'a&b']],
  alphanumeric: ['alphanumeric', ['Shop24', 'متجر٢٤', 'abc'], ['Shop 24', 'shop-24', 'متجر ٢٤']],
  between: ['between:0,1000', [0, '0', 500, '1000', '٥٠٠', 999.5], [-1, 1001, '1000.5', 'ten']],
  confirm: ['confirm:password', ['secret'], ['Secret', 'other']],
  contains_alpha: ['contains_alpha', ['123a', 'ب12'], ['1234', '!!']],
  contains_alpha_spaces: ['contains_alpha_spaces', ['12 34', 'a1'], ['1234', '!?']],
  contains_alphanumeric: ['contains_alphanumeric', ['!a', '!1', '!ب'], ['!!', '   ']],
  contains_lowercase: ['contains_lowercase', ['ABc', 'x'], ['ABC', '123', 'دكان']],
  contains_numeric: ['contains_numeric', ['abc1', 'دكان٤'], ['abc', 'دكان']],
  contains_symbol: ['contains_symbol', ['pass!', 'a@b', 'x$'], ['pass', 'دكان 12']],
  contains_uppercase: ['contains_uppercase', ['abC', 'X'], ['abc', '123']],
  date_after: ['date_after:2025-03-01', ['2025-03-02', new Date(2025, 5, 1)], ['2025-03-01', '2025-02-28', 'not a date']],
  date_before: ['date_before:2025-03-01', ['2025-02-28', new Date(2024, 0, 1)], ['2025-03-01', '2025-04-01', 'never']],
  date_between: ['date_between:2025-03-01,2025-03-31', ['2025-03-01', '2025-03-15', '2025-03-31'], ['2025-02-28', '2025-04-01']],
  date_format: ['date_format:DD/MM/YYYY', ['15/03/2025', '29/02/2024'], ['2025-03-15', '31/02/2025', '29/02/2025', '1/3/2025']],
  email: [
    'email',
    ['owner@alwaha.ae', 'a.b+shop@mail.example.com', ' trimmed@ok.ae '],
    ['owner@', 'owner@alwaha', 'owner alwaha.ae', 'a@b.c', '@alwaha.ae'],
  ],
  ends_with: ['ends_with:.ae,.com', ['alwaha.ae', 'shop.com'], ['alwaha.net', 'ae']],
  is: ['is:small,medium,large', ['small', 'large'], ['huge', 'Small']],
  length: ['length:3,40', ['abc', 'دكان', 'x'.repeat(40)], ['ab', 'x'.repeat(41), 'دك']],
  lowercase: ['lowercase', ['dukkan', 'دكان'], ['Dukkan', 'dukkan1', 'duk kan']],
  matches: [[['matches', /^AE\d{3}$/, 'N/A']], ['AE123', 'N/A'], ['AE12', 'ae123', 'n/a']],
  max: ['max:10', [10, '9', -5, '٩'], [11, '10.5', 'ten']],
  min: ['min:3', [3, '4', '٣'], [2, '2.9', 'three']],
  not: ['not:admin,root', ['owner', 'Admin'], ['admin', 'root']],
  number: ['number', [0, '12', '-3.5', '١٢٫٥', ' 7 '], ['12a', 'twelve', '1,000', NaN]],
  require_one: ['require_one:email', [], []],
  required: ['required', ['x', 0, ' ', ['a'], true], ['', undefined, null, [], false]],
  starts_with: ['starts_with:+971,00971', ['+971501234567', '00971501234567'], ['0501234567', '971']],
  symbol: ['symbol', ['!@#', '$'], ['!a', 'abc', '1']],
  uppercase: ['uppercase', ['DUKKAN', 'دكان'], ['Dukkan', 'DUKKAN1']],
  url: [
    'url',
    ['https://alwaha.ae', 'http://shop.example.com/path?q=1'],
    ['alwaha.ae', 'ftp://alwaha.ae', 'https://', 'https://al waha.ae', 'javascript:alert(1)'],
  ],
};

describe('the named rules', () => {
  it('covers every rule of vendor spec §5', () => {
    expect(Object.keys(cases).sort()).toEqual(RULE_NAMES);
  });

  for (const [rule, [declaration, valid, invalid]] of Object.entries(cases)) {
    if (rule === 'confirm' || rule === 'require_one') continue;
    it(`${rule}: accepts ${valid.length} valid values and rejects ${invalid.length} invalid ones`, () => {
      for (const value of valid) expect(check(declaration as never, value), `${rule} should accept ${String(value)}`).toBeUndefined();
      for (const value of invalid) {
        const result = check(declaration as never, value);
        expect(isFailure(result) && result.rule, `${rule} should reject ${String(value)}`).toBe(rule);
      }
    });
  }

  it('confirm compares with the named field, or with <name>_confirm by default', () => {
    expect(check('confirm:password', 'secret', { password: 'secret' })).toBeUndefined();
    expect(check('confirm:password', 'Secret', { password: 'secret' })).toMatchObject({ rule: 'confirm' });
    expect(check('confirm', 'secret', { password: 'secret' }, 'password_confirm')).toBeUndefined();
    expect(check('confirm', 'secret', { password_confirm: 'other' }, 'password')).toMatchObject({ rule: 'confirm' });
    // Siblings inside a group resolve relative to the group.
    expect(check('confirm:password', 'x', { account: { password: 'x' } }, 'account.password_confirm')).toBeUndefined();
    expect(check('confirm:password,strict', '1', { password: 1 })).toMatchObject({ rule: 'confirm' });
  });

  it('require_one passes when this field or one of the others has a value', () => {
    expect(check('require_one:email', '', { email: 'a@b.ae' }, 'phone')).toBeUndefined();
    expect(check('require_one:email', '0501234567', { email: '' }, 'phone')).toBeUndefined();
    expect(check('require_one:email,whatsapp', '', { email: '', whatsapp: '' }, 'phone')).toMatchObject({ rule: 'require_one' });
  });

  it('required:trim treats blank text as empty', () => {
    expect(check('required', '   ')).toBeUndefined();
    expect(check('required:trim', '   ')).toMatchObject({ rule: 'required' });
    expect(check([['required', 'trim']], ' x ')).toBeUndefined();
  });

  it('skips every rule but the presence rules on an empty value', () => {
    expect(check('email|url|min:3|length:5', '')).toBeUndefined();
    expect(check('required|email', '')).toMatchObject({ rule: 'required' });
    expect(check('email|required', '')).toMatchObject({ rule: 'required' });
  });

  it('reports the first failing rule in declaration order', () => {
    expect(check('length:10|email', 'a@b')).toMatchObject({ rule: 'length' });
    expect(check('email|length:10', 'a@b')).toMatchObject({ rule: 'email' });
  });

  it('url takes other protocols as arguments', () => {
    expect(check('url:ftp', 'ftp://files.alwaha.ae')).toBeUndefined();
    expect(check('url:ftp', 'https://alwaha.ae')).toMatchObject({ rule: 'url' });
    expect(check([['url', 'https']], 'http://alwaha.ae')).toMatchObject({ rule: 'url' });
  });

  it('alpha:latin narrows letters to a–z', () => {
    expect(check('alpha:latin', 'Dukkan')).toBeUndefined();
    expect(check('alpha:latin', 'دكان')).toMatchObject({ rule: 'alpha' });
  });

  it('date_after and date_before compare with now by default', () => {
    expect(check('date_after', '2025-03-16')).toBeUndefined();
    expect(check('date_after', '2025-03-14')).toMatchObject({ rule: 'date_after' });
    expect(check('date_before', '2025-03-14')).toBeUndefined();
  });

  it('length counts characters, min and max count list items', () => {
    expect(check('length:2,2', '👍🏽')).toBeUndefined();
    expect(check('min:2', ['a', 'b'])).toBeUndefined();
    expect(check('max:1', ['a', 'b'])).toMatchObject({ rule: 'max' });
  });

  it('runs async rules, remembers their answer and fails closed when they throw', async () => {
    let calls = 0;
    const taken = {
      name: 'unique_email',
      validate: ({ value }: { value: unknown }) => {
        calls += 1;
        return Promise.resolve(value !== 'taken@alwaha.ae');
      },
    };
    const pending = check([taken], 'taken@alwaha.ae');
    expect(isPending(pending)).toBe(true);
    await expect(checkSettled(['email', taken], 'taken@alwaha.ae')).resolves.toMatchObject({
      rule: 'unique_email',
      message: { id: 'ui.form.rule.invalid' },
    });
    await expect(checkSettled(['email', taken], 'free@alwaha.ae')).resolves.toBeUndefined();
    expect(calls).toBe(3);
    const broken = { name: 'broken', validate: () => Promise.reject(new Error('offline')) };
    await expect(checkSettled([broken], 'x')).resolves.toMatchObject({ rule: 'broken', message: { id: 'ui.form.rule.invalid' } });
  });
});
