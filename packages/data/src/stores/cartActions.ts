/**
 * Cart actions that span stores and calls (customer spec §4 "Cart", "Promotion", §5):
 * clearing (confirm, then reset cart and options), applying and removing a promotion
 * (re-priced through checkout), and the login prompt before ordering.
 */
import { CART_ALERTS, normalisePromoCode, promoOutcome, toWireAed, type Api, type Fils, type Id, type PromoOutcome } from '@dukkan/core';
import type { CartOptionsStore } from './cartOptionsStore.ts';
import type { CartStore } from './cartStore.ts';
import type { DialogsStore } from './dialogsStore.ts';
import type { UserStore } from './userStore.ts';

export interface CartStores {
  cart: CartStore;
  options: CartOptionsStore;
}

export function clearCartAndOptions({ cart, options }: CartStores): void {
  cart.clear();
  options.reset();
}

/** Asks first (default confirm texts, §8); true when the cart was cleared. */
export async function confirmAndClearCart(stores: CartStores & { dialogs: DialogsStore }): Promise<boolean> {
  const confirmed = await stores.dialogs.confirm();
  if (confirmed) clearCartAndOptions(stores);
  return confirmed;
}

export interface PromoContext extends CartStores {
  api: Pick<Api, 'promotionPromoCode'>;
  dialogs: DialogsStore;
  shopId: Id;
  /** The bill total the code is checked against, in fils (sent as AED). */
  invoiceFils: Fils;
  /** Re-runs checkout so the cart is re-priced (revalidate its SWR key). */
  recheckout: () => unknown;
}

/**
 * §4: applied only when the answer is valid and holds a promotion, then checkout re-prices;
 * §5: a failed request and an invalid code each alert with their §8 texts.
 */
export async function applyPromoCode(context: PromoContext, code: string): Promise<PromoOutcome> {
  const normalised = normalisePromoCode(code);
  if (!normalised) {
    await context.dialogs.alert(CART_ALERTS.promoInvalid);
    return { kind: 'invalid', alert: CART_ALERTS.promoInvalid };
  }
  const result = await context.api.promotionPromoCode({
    body: { shop: context.shopId, code: normalised, products: context.cart.checkoutProducts(), invoice: toWireAed(context.invoiceFils) },
  });
  const outcome = promoOutcome(result);
  if (outcome.kind === 'applied') {
    context.options.setPromotion(outcome.promotion);
    await context.recheckout();
  } else {
    await context.dialogs.alert(outcome.alert);
  }
  return outcome;
}

/** §4: removing the promotion clears it and re-runs checkout. */
export async function removePromotion({ options, recheckout }: Pick<PromoContext, 'options' | 'recheckout'>): Promise<void> {
  options.setPromotion(null);
  await recheckout();
}

/**
 * §5: ordering needs login. Logged in: null (go on). Otherwise a confirm with the
 * login-required texts; on confirm, /cart is remembered and the path to /login returned.
 */
export async function requireLoginToOrder({ user, dialogs }: { user: UserStore; dialogs: DialogsStore }): Promise<string | null> {
  if (user.state.isLoggedIn) return null;
  const confirmed = await dialogs.confirm(CART_ALERTS.loginToOrder);
  return confirmed ? user.rememberCartAndLogin() : null;
}
