/**
 * The add-on group form's text and its checks (vendor spec §3 "Addon group"): a title in
 * English (Arabic optional, shown side by side), the type, required, the most options a
 * customer may choose, and at least one option with a name and a price. Prices are read
 * exactly to fils (`parseMoneyInput`, Latin or Arabic-Indic digits). A price-override group
 * (sizes, portions) allows one choice, as the storefront prices it (the chosen option
 * replaces the item's price).
 */
import { parseMoneyInput, moneyInputText } from '../shared/moneyInput.ts';
import type { AddonGroupRow, AddonGroupValues } from '../shared/types.ts';

export interface OptionText {
  /** A stable React key, also for new options. */
  key: string;
  id: string;
  name: string;
  nameAr: string;
  price: string;
}

export interface GroupText {
  title: string;
  titleAr: string;
  type: 'override' | 'add';
  required: boolean;
  max: string;
  options: OptionText[];
}

/** Field name → message id. Option fields are `name.<key>` and `price.<key>`. */
export type FormErrors = Record<string, string>;

/** The mock API's limits, which the form tells before sending (mocks products.addons.ts). */
export const MAX_OPTIONS = 30;
export const MAX_TEXT = 60;

let nextKey = 0;
export const newOption = (): OptionText => ({ key: `new-${(nextKey += 1)}`, id: '', name: '', nameAr: '', price: '' });

export function textOf(group: AddonGroupRow | null): GroupText {
  if (!group) return { title: '', titleAr: '', type: 'add', required: false, max: '1', options: [newOption()] };
  return {
    title: group.title,
    titleAr: group.titleAr,
    type: group.type,
    required: group.required,
    max: String(group.max),
    options: group.options.map((o) => ({ key: o.id, id: o.id, name: o.name, nameAr: o.nameAr, price: moneyInputText(o.amount) })),
  };
}

const latin = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .trim();

/** The values, or the message id of each field's problem (in the order the fields show). */
export function checkGroup(text: GroupText): { values: AddonGroupValues | null; errors: FormErrors } {
  const errors: FormErrors = {};
  if (text.title.trim() === '') errors.title = 'dashboard.catalogue.addons.form.titleRequired';
  else if (text.title.trim().length > MAX_TEXT) errors.title = 'dashboard.catalogue.addons.form.tooLong';
  if (text.titleAr.trim().length > MAX_TEXT) errors.titleAr = 'dashboard.catalogue.addons.form.tooLong';
  const options = text.options.map((o) => {
    if (o.name.trim() === '') errors[`name.${o.key}`] = 'dashboard.catalogue.addons.form.optionNameRequired';
    else if (o.name.trim().length > MAX_TEXT) errors[`name.${o.key}`] = 'dashboard.catalogue.addons.form.tooLong';
    if (o.nameAr.trim().length > MAX_TEXT) errors[`nameAr.${o.key}`] = 'dashboard.catalogue.addons.form.tooLong';
    const price = parseMoneyInput(o.price);
    if ('problem' in price)
      errors[`price.${o.key}`] =
        price.problem === 'empty' ? 'dashboard.catalogue.addons.form.priceRequired' : `dashboard.catalogue.money.${price.problem}`;
    else if (text.type === 'override' && price.fils === 0) errors[`price.${o.key}`] = 'dashboard.catalogue.addons.form.overrideZero';
    return { id: o.id, name: o.name.trim(), nameAr: o.nameAr.trim(), amount: 'fils' in price ? price.fils : 0 };
  });
  if (options.length === 0) errors.options = 'dashboard.catalogue.addons.form.noOptions';
  const maxText = latin(text.max);
  const max = text.type === 'override' ? 1 : /^\d{1,2}$/.test(maxText) ? Number(maxText) : Number.NaN;
  if (!Number.isInteger(max) || max < 1 || max > Math.max(1, options.length)) errors.max = 'dashboard.catalogue.addons.form.maxInvalid';
  if (Object.keys(errors).length > 0) return { values: null, errors };
  return {
    values: { title: text.title.trim(), titleAr: text.titleAr.trim(), type: text.type, required: text.required, max, options },
    errors,
  };
}
