/**
 * What a person types into a price field, to fils: Latin, Arabic-Indic (٠-٩) or Persian
 * digits, "." or the Arabic decimal separator "٫", at most two decimals, optional thousands
 * separators ("1,250.50", "١٬٢٥٠٫٥٠"). Exact: the text goes to core `toFils`, never through a
 * float. Anything else is refused, so a typo never becomes a price.
 */
import { MONEY_LIMITS, toFils, type Fils } from '@dukkan/core';

const ARABIC_INDIC = /[\u0660-\u0669]/g;
const PERSIAN = /[\u06f0-\u06f9]/g;
const SHAPE = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

export type MoneyInput = { fils: Fils } | { problem: 'empty' | 'invalid' | 'tooLarge' };

/** The largest price the platform takes (100,000 AED), in fils. */
export const MAX_PRICE_FILS = MONEY_LIMITS.maxAmountFils;

export function parseMoneyInput(typed: string): MoneyInput {
  const text = typed
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/[\s\u200e\u200f\u061c]/g, '');
  if (text === '') return { problem: 'empty' };
  if (!SHAPE.test(text)) return { problem: 'invalid' };
  const fils = toFils(text.replace(/,/g, ''));
  if (fils === null) return { problem: 'invalid' };
  if (fils > MAX_PRICE_FILS) return { problem: 'tooLarge' };
  return { fils };
}

/** Fils as a field's starting text: "12.50", "45" (no trailing ".00" to type over). */
export function moneyInputText(fils: Fils): string {
  const whole = Math.trunc(fils / 100);
  const cents = fils % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

export type PriceOfferErrors = Partial<Record<'price' | 'offer', string>>;

/**
 * A price and an optional offer as typed: the amounts in fils, or the message id of each
 * field's problem. The price is required and above 0; an empty offer is none (0), and an offer
 * must be below the price.
 */
export function checkPriceOffer(
  priceText: string,
  offerText: string,
): { values: { price: Fils; offerPrice: Fils } | null; errors: PriceOfferErrors } {
  const errors: PriceOfferErrors = {};
  const price = parseMoneyInput(priceText);
  if ('problem' in price)
    errors.price = price.problem === 'empty' ? 'dashboard.catalogue.price.required' : `dashboard.catalogue.money.${price.problem}`;
  else if (price.fils === 0) errors.price = 'dashboard.catalogue.price.zero';
  const offer = offerText.trim() === '' ? { fils: 0 as Fils } : parseMoneyInput(offerText);
  if ('problem' in offer) errors.offer = `dashboard.catalogue.money.${offer.problem === 'empty' ? 'invalid' : offer.problem}`;
  else if ('fils' in price && offer.fils > 0 && offer.fils >= price.fils) errors.offer = 'dashboard.catalogue.offer.notBelowPrice';
  if (errors.price || errors.offer || 'problem' in price || 'problem' in offer) return { values: null, errors };
  return { values: { price: price.fils, offerPrice: offer.fils }, errors };
}
