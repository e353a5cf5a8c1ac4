/**
 * The cart store (customer spec §3 "Cart", §4 "Cart"; storage key `cartStore`, §9). A
 * factory, so each story and test gets its own (CONVENTIONS §5). Every change is computed
 * by the pure rules of `@dukkan/core` from the latest state, then written through.
 *
 * Two tabs: before each change the store re-reads storage and, when another tab wrote
 * since, applies its change on top of that state, so neither tab's item is lost
 * (docs/decisions/0016-cart-two-tabs.md). `sync()` does the same for `storage` events.
 */
import { proxy } from 'valtio/vanilla';
import {
  addToCart,
  checkoutProducts,
  dropFromCart,
  emptyCart,
  removeFromCart,
  validateStoredCart,
  type CartAddon,
  type CartItem,
  type CartProduct,
  type CartState,
  type CheckoutProduct,
  type Id,
  type KeyValueStorage,
  type SafeStorage,
  type StorageHealth,
} from '@dukkan/core';
import { createPersistedSlot, PERSIST_NOTICES, toSafeStorage, type PersistNotice } from '../persist/slot.ts';

export const CART_STORAGE_KEY = 'cartStore';
export const CART_STORAGE_VERSION = 1;

export interface CartStoreState extends CartState {
  /** A message id to show once: the stored cart was repaired, dropped, or cannot be saved. */
  notice: PersistNotice | null;
  persistence: StorageHealth;
}

export interface CartStore {
  readonly state: CartStoreState;
  add(product: CartProduct, addons?: readonly CartAddon[]): void;
  remove(productId: Id, setKey?: string): void;
  drop(productId: Id): void;
  /** Empties the cart (the "clear cart" action also resets options: `clearCartAndOptions`). */
  clear(): void;
  checkoutProducts(): CheckoutProduct[];
  /** Re-reads storage after another tab's write (wire to the `storage` event). */
  sync(): void;
  dismissNotice(): void;
}

export interface CartStoreOptions {
  storage: KeyValueStorage | SafeStorage | null;
}

/** Plain copies for the proxy, so the rules' inputs are never proxied or frozen objects. */
function plainItems(items: readonly CartItem[]): CartItem[] {
  return JSON.parse(JSON.stringify(items)) as CartItem[];
}

export function createCartStore({ storage }: CartStoreOptions): CartStore {
  const safe = toSafeStorage(storage);
  const slot = createPersistedSlot<CartState>({
    storage: safe,
    key: CART_STORAGE_KEY,
    version: CART_STORAGE_VERSION,
    validate: validateStoredCart,
    empty: emptyCart,
  });
  const loaded = slot.load();
  let current: CartState = loaded.value;
  const state = proxy<CartStoreState>({ ...current, items: plainItems(current.items), notice: loaded.notice, persistence: safe.health() });

  function publish(next: CartState, notice?: PersistNotice | null): void {
    current = next;
    state.items = plainItems(next.items);
    state.total = next.total;
    state.totalItems = next.totalItems;
    state.persistence = safe.health();
    if (notice) state.notice = notice;
    else if (state.persistence === 'memory-only' && state.notice === null) state.notice = PERSIST_NOTICES.unavailable;
  }

  function rebase(): void {
    const external = slot.rebase();
    if (external) publish(external.value, external.notice);
  }

  function change(apply: (cart: CartState) => CartState): void {
    rebase();
    const next = apply(current);
    if (next === current) return;
    slot.save(next);
    publish(next);
  }

  return {
    state,
    add: (product, addons) => change((cart) => addToCart(cart, product, addons)),
    remove: (productId, setKey) => change((cart) => removeFromCart(cart, productId, setKey)),
    drop: (productId) => change((cart) => dropFromCart(cart, productId)),
    clear: () => change(() => emptyCart()),
    checkoutProducts: () => checkoutProducts(current),
    sync: rebase,
    dismissNotice: () => {
      state.notice = null;
    },
  };
}
