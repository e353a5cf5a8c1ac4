import { describe, expect, it } from 'vitest';
import { arabicFieldName, isArabicMissing } from './bilingual.ts';

describe('bilingual pairs', () => {
  it('names the Arabic half <field>_ar', () => {
    for (const field of ['name', 'title', 'headline', 'info', 'description', 'notes']) expect(arabicFieldName(field)).toBe(`${field}_ar`);
    expect(arabicFieldName('items[0].title')).toBe('items[0].title_ar');
  });

  it('hints at missing Arabic only when English is filled and Arabic is blank', () => {
    expect(isArabicMissing('Fresh Market', '')).toBe(true);
    expect(isArabicMissing('Fresh Market', '   ')).toBe(true);
    expect(isArabicMissing('Fresh Market', undefined)).toBe(true);
    expect(isArabicMissing('Fresh Market', 'سوق طازج')).toBe(false);
    expect(isArabicMissing('', '')).toBe(false);
    expect(isArabicMissing('  ', '')).toBe(false);
    expect(isArabicMissing('', 'سوق طازج')).toBe(false);
  });
});
