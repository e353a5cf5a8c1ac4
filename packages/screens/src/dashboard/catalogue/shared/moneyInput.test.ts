/** What a person types into a price field, to exact fils. */
import { describe, expect, it } from 'vitest';
import { moneyInputText, parseMoneyInput } from './moneyInput.ts';

describe('parseMoneyInput', () => {
  it('reads Latin, Arabic-Indic and Persian digits exactly, in fils', () => {
    expect(parseMoneyInput('12.5')).toEqual({ fils: 1250 });
    expect(parseMoneyInput('١٢٫٥٠')).toEqual({ fils: 1250 });
    expect(parseMoneyInput('۱۲.۰۵')).toEqual({ fils: 1205 });
    expect(parseMoneyInput(' 0.29 ')).toEqual({ fils: 29 });
    expect(parseMoneyInput('1,250.10')).toEqual({ fils: 125010 });
    expect(parseMoneyInput('١٬٢٥٠')).toEqual({ fils: 125000 });
    expect(parseMoneyInput('45')).toEqual({ fils: 4500 });
  });

  it('refuses what is not an amount of fils', () => {
    for (const typed of ['12.345', '12,5', '-3', '1e3', 'abc', '12..5', '.5', '1,25'])
      expect(parseMoneyInput(typed), typed).toEqual({ problem: 'invalid' });
    expect(parseMoneyInput('  ')).toEqual({ problem: 'empty' });
    expect(parseMoneyInput('100000.01')).toEqual({ problem: 'tooLarge' });
  });

  it('writes fils back as field text', () => {
    expect(moneyInputText(4500)).toBe('45');
    expect(moneyInputText(3975)).toBe('39.75');
    expect(moneyInputText(1205)).toBe('12.05');
  });
});
