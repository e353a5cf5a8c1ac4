import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { attributeValueText, optionLines } from './attributeText.ts';

describe('attribute text', () => {
  it('reads options one per line, trimmed, without blank lines', () => {
    expect(optionLines(' Morning \n\nEvening\r\n  ')).toEqual(['Morning', 'Evening']);
  });

  it('writes dates and numbers in the interface language with Latin digits', () => {
    const ar = createIntl({ locale: 'ar-AE', messages: {} });
    const en = createIntl({ locale: 'en-AE', messages: {} });
    expect(attributeValueText(en, { attributeType: 'date' }, '1990-03-14')).toBe('14 March 1990');
    expect(attributeValueText(ar, { attributeType: 'date' }, '1990-03-14')).toMatch(/14/);
    expect(attributeValueText(en, { attributeType: 'number' }, '1200')).toBe('1,200');
    expect(attributeValueText(ar, { attributeType: 'number' }, '4')).toBe('4');
    expect(attributeValueText(en, { attributeType: 'number' }, 'four')).toBe('four');
    expect(attributeValueText(en, { attributeType: 'select' }, 'Vegan')).toBe('Vegan');
  });
});
