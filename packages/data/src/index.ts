export { ApiClientProvider, useApiClient } from './swr/ApiClientContext.ts';
export { createSwrConfig, MAX_ERROR_RETRIES, retryDelayMs, shouldRetry } from './swr/config.ts';
export { ApiRequestError, createFetcher } from './swr/fetcher.ts';
export { apiKey, type ApiKey, type KeyArgs } from './swr/keys.ts';
export { shopKeys } from './shop/keys.ts';
export { useShop } from './shop/useShop.ts';
export { useShopInfo } from './shop/useShopInfo.ts';
export { accountKeys } from './account/keys.ts';
export { useCurrentUser } from './account/useCurrentUser.ts';
export { useCategories } from './shop/useShop.ts';
export { useAddresses } from './account/useCurrentUser.ts';
export { deleteAddressOptimistic, setDefaultAddressOptimistic } from './account/addressMutations.ts';
export { cartKeys } from './cart/keys.ts';
export { ORDERS_PAGE_SIZE, readOrdersPage, useCheckout, useOrder, useOrders, type OrdersPage } from './cart/useCheckout.ts';
export { walletKeys } from './wallet/keys.ts';
export { usePaymentSources, useWallet, useWalletTransaction, useWalletTransactions, WALLET_PAGE_SIZE } from './wallet/useWallet.ts';
export {
  readWalletBalance,
  readWalletEntry,
  readWalletPage,
  type WalletBalance,
  type WalletPage,
  type WalletTransaction,
} from './wallet/readWallet.ts';
export { deleteAccount, saveProfile } from './account/accountActions.ts';
export { blogKeys } from './blogs/keys.ts';
export { useBlog, useBlogs } from './blogs/useBlogs.ts';
export { clearSwrCache } from './swr/cache.ts';
export { invalidAnswer, pick, selectFetcher, whole } from './swr/select.ts';

// Valtio stores, created by factories, with validated persistence (issue #3 items 3, 4, 7).
export {
  createPersistedSlot,
  PERSIST_NOTICES,
  toSafeStorage,
  type LoadResult,
  type PersistedSlot,
  type PersistNotice,
  type SlotOptions,
} from './persist/slot.ts';
export {
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  createCartStore,
  type CartStore,
  type CartStoreOptions,
  type CartStoreState,
} from './stores/cartStore.ts';
export {
  CART_OPTIONS_STORAGE_KEY,
  CART_OPTIONS_STORAGE_VERSION,
  createCartOptionsStore,
  type CartOptionsStore,
  type CartOptionsStoreState,
} from './stores/cartOptionsStore.ts';
export {
  createDialogsStore,
  DIALOG_DEFAULTS,
  type DialogsState,
  type DialogsStore,
  type DialogText,
  type OpenDialog,
} from './stores/dialogsStore.ts';
export { createUserStore, USER_STORAGE_KEY, type UserStore, type UserStoreOptions, type UserStoreState } from './stores/userStore.ts';
export {
  applyPromoCode,
  clearCartAndOptions,
  confirmAndClearCart,
  removePromotion,
  requireLoginToOrder,
  type CartStores,
  type PromoContext,
} from './stores/cartActions.ts';
export { createAddress, deleteAddress, setDefaultAddress } from './stores/addressActions.ts';
export { createOrderPlacer, PENDING_ORDER_STORAGE_KEY, type OrderPlacer, type OrderPlacerOptions } from './stores/placeOrder.ts';
export * from './catalogue/index.ts';
export * from './search/index.ts';
export * from './reorder/index.ts';
export * from './statistics/index.ts';
export * from './area/index.ts';
export * from './payment/index.ts';
export * from './dashboard/shared/index.ts';
export * from './dashboard/shop/index.ts';
export * from './dashboard/users/index.ts';
export * from './dashboard/catalogue/index.ts';
export * from './dashboard/settings/index.ts';
export * from './dashboard/orders/index.ts';
export * from './dashboard/pos/index.ts';
export * from './push/index.ts';
export * from './dashboard/customers/index.ts';
export * from './dashboard/statistics/index.ts';
export * from './dashboard/money/index.ts';
export * from './dashboard/marketing/index.ts';
export * from './dashboard/blogs/index.ts';
export * from './dashboard/delivery/index.ts';
export * from './dashboard/reviews/index.ts';
export * from './dashboard/whatsapp/index.ts';
export * from './dashboard/reminders/index.ts';
export * from './dashboard/labels/index.ts';
export * from './dashboard/phoneBook/index.ts';
export * from './dashboard/requests/index.ts';
