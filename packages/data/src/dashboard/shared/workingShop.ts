/**
 * The shop a lead works on (vendor spec §6: the lead flag widens which shops are listed).
 * Chosen in the dashboard's header from GET /shop/get, kept in the browser so a reload keeps
 * it, validated on read (a hostile or stale value falls back to the user's own shop), and
 * forgotten on sign-out. Staff who are not leads always work on their own shop.
 */
import { proxy } from 'valtio';
import { isRecord, own, type KeyValueStorage, type SafeStorage } from '@dukkan/core';
import { createPersistedSlot } from '../../persist/slot.ts';

export const WORKING_SHOP_STORAGE_KEY = 'dashboardShop';

interface StoredChoice {
  /** The chosen shop, and whose choice it was: another person at this device starts afresh. */
  shop: string | null;
  userId: string | null;
}

const SHOP_ID = /^[\w-]{1,64}$/;

function validate(raw: unknown) {
  if (!isRecord(raw)) return null;
  const shop = own(raw, 'shop');
  const userId = own(raw, 'userId');
  if (typeof shop !== 'string' || !SHOP_ID.test(shop) || typeof userId !== 'string' || userId.length > 64) return null;
  return { value: { shop, userId }, repaired: false };
}

export interface WorkingShopStore {
  readonly state: { chosen: string | null; userId: string | null };
  /** The shop calls go to: the lead's choice when it is one of the led shops, else their own. */
  resolve(user: { id: string; shop?: string; isLead?: boolean } | null, led?: readonly string[]): string | undefined;
  choose(userId: string, shop: string): void;
  forget(): void;
}

export function createWorkingShopStore({ storage }: { storage: KeyValueStorage | SafeStorage | null }): WorkingShopStore {
  const slot = createPersistedSlot<StoredChoice>({
    storage,
    key: WORKING_SHOP_STORAGE_KEY,
    version: 1,
    validate,
    empty: () => ({ shop: null, userId: null }),
  });
  const loaded = slot.load().value;
  const state = proxy({ chosen: loaded.shop, userId: loaded.userId });
  return {
    state,
    resolve(user, led) {
      if (!user) return undefined;
      const own = user.shop === undefined || user.shop === null ? undefined : String(user.shop);
      if (!user.isLead || !state.chosen || state.userId !== user.id) return own;
      // Until the list of led shops is known, trust the stored choice; once known, it must be on it.
      if (led && !led.includes(state.chosen)) return own;
      return state.chosen;
    },
    choose(userId, shop) {
      if (!SHOP_ID.test(shop)) return;
      state.chosen = shop;
      state.userId = userId;
      slot.save({ shop, userId });
    },
    forget() {
      state.chosen = null;
      state.userId = null;
      slot.remove();
    },
  };
}
