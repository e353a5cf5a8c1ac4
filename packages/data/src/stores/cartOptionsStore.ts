/**
 * Cart options (customer spec §3 "Cart options", storage key `cartOptions`, §9 defaults:
 * delivery, schedule asap, wallet on). Same persistence and two-tab rule as the cart.
 */
import { proxy } from 'valtio/vanilla';
import {
  defaultCartOptions,
  validateStoredCartOptions,
  type Address,
  type CartOptions,
  type DeliveryType,
  type Id,
  type KeyValueStorage,
  type PaymentType,
  type Promotion,
  type SafeStorage,
  type ScheduleOption,
} from '@dukkan/core';
import { createPersistedSlot, toSafeStorage, type PersistNotice } from '../persist/slot.ts';

export const CART_OPTIONS_STORAGE_KEY = 'cartOptions';
export const CART_OPTIONS_STORAGE_VERSION = 1;

export interface CartOptionsStoreState extends CartOptions {
  notice: PersistNotice | null;
}

export interface CartOptionsStore {
  readonly state: CartOptionsStoreState;
  setDeliveryType(type: DeliveryType): void;
  setSchedule(schedule: ScheduleOption): void;
  selectAddress(address: Address | null): void;
  /** §4 Address: deleting an address clears it from the cart when it was the selected one. */
  forgetAddress(addressId: Id): void;
  setOrderNotes(notes: string): void;
  setPaymentType(type: PaymentType | null): void;
  setPromotion(promotion: Promotion | null): void;
  setWallet(useWallet: boolean): void;
  reset(): void;
  current(): CartOptions;
  sync(): void;
}

export function createCartOptionsStore({ storage }: { storage: KeyValueStorage | SafeStorage | null }): CartOptionsStore {
  const slot = createPersistedSlot<CartOptions>({
    storage: toSafeStorage(storage),
    key: CART_OPTIONS_STORAGE_KEY,
    version: CART_OPTIONS_STORAGE_VERSION,
    validate: validateStoredCartOptions,
    empty: defaultCartOptions,
  });
  const loaded = slot.load();
  let current: CartOptions = loaded.value;
  const state = proxy<CartOptionsStoreState>({ ...structuredClone(current), notice: loaded.notice });

  function publish(next: CartOptions): void {
    current = next;
    Object.assign(state, structuredClone(next));
  }

  function rebase(): void {
    const external = slot.rebase();
    if (!external) return;
    publish(external.value);
    if (external.notice) state.notice = external.notice;
  }

  function change(patch: Partial<CartOptions> | ((options: CartOptions) => CartOptions)): void {
    rebase();
    const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch };
    slot.save(next);
    publish(next);
  }

  return {
    state,
    setDeliveryType: (deliveryType) => change({ deliveryType }),
    setSchedule: (schedule) => change({ schedule: { ...schedule } }),
    selectAddress: (selectedAddress) => change({ selectedAddress }),
    forgetAddress: (addressId) =>
      change((options) => (options.selectedAddress?.id === addressId ? { ...options, selectedAddress: null } : options)),
    setOrderNotes: (orderNotes) => change({ orderNotes }),
    setPaymentType: (paymentType) => change({ paymentType }),
    setPromotion: (promotion) => change({ promotion }),
    setWallet: (wallet) => change({ wallet }),
    reset: () => change(() => defaultCartOptions()),
    current: () => current,
    sync: rebase,
  };
}
