import { describe, expect, it } from 'vitest';
import { checkGroup, textOf, type GroupText } from './addonGroupForm.ts';

const option = (key: string, name: string, price: string) => ({ key, id: '', name, nameAr: '', price });
const text = (over: Partial<GroupText>): GroupText => ({
  title: 'Extras',
  titleAr: 'إضافات',
  type: 'add',
  required: false,
  max: '2',
  options: [option('a', 'Cheese', '3'), option('b', 'Sauce', '٠٫٥٠')],
  ...over,
});

describe('the add-on group form', () => {
  it('reads prices exactly to fils, Arabic-Indic digits included, and the max in either digits', () => {
    const { values, errors } = checkGroup(text({ max: '٢' }));
    expect(errors).toEqual({});
    expect(values).toEqual({
      title: 'Extras',
      titleAr: 'إضافات',
      type: 'add',
      required: false,
      max: 2,
      options: [
        { id: '', name: 'Cheese', nameAr: '', amount: 300 },
        { id: '', name: 'Sauce', nameAr: '', amount: 50 },
      ],
    });
  });

  it('names every field at fault and sends nothing', () => {
    const { values, errors } = checkGroup(text({ title: ' ', max: '3', options: [option('a', '', ''), option('b', 'Sauce', '1.255')] }));
    expect(values).toBeNull();
    expect(errors).toEqual({
      title: 'dashboard.catalogue.addons.form.titleRequired',
      'name.a': 'dashboard.catalogue.addons.form.optionNameRequired',
      'price.a': 'dashboard.catalogue.addons.form.priceRequired',
      'price.b': 'dashboard.catalogue.money.invalid',
      max: 'dashboard.catalogue.addons.form.maxInvalid',
    });
    expect(checkGroup(text({ options: [] })).errors.options).toBe('dashboard.catalogue.addons.form.noOptions');
  });

  it('gives a price-setting group one choice and refuses a free size', () => {
    const { values, errors } = checkGroup(
      text({ type: 'override', max: '4', options: [option('a', 'Small', '0'), option('b', 'Large', '12')] }),
    );
    expect(values).toBeNull();
    expect(errors).toEqual({ 'price.a': 'dashboard.catalogue.addons.form.overrideZero' });
    expect(checkGroup(text({ type: 'override', max: '4' })).values?.max).toBe(1);
  });

  it('starts an edit from the group as saved, prices as typed text', () => {
    const form = textOf({
      id: 'g',
      order: 1,
      title: 'Size',
      titleAr: '',
      type: 'override',
      required: true,
      max: 1,
      options: [{ id: 'o', name: 'Large', nameAr: 'كبير', amount: 1525 }],
    });
    expect(form).toMatchObject({ title: 'Size', max: '1', options: [{ key: 'o', id: 'o', price: '15.25' }] });
  });
});
