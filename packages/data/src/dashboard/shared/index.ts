export { optimisticUpdate, type OptimisticUpdate } from './optimisticUpdate.ts';
export {
  pageCountOf,
  pageOf,
  usePagedList,
  type ListStatus,
  type PagedAnswer,
  type PagedList,
  type PagedListOptions,
} from './usePagedList.ts';
export { createWorkingShopStore, WORKING_SHOP_STORAGE_KEY, type WorkingShopStore } from './workingShop.ts';
export { ledShopsKey, readLedShops, useLedShops, type LedShop } from './useLedShops.ts';
export { SEARCH_DEBOUNCE_MS, useDebounced } from './useDebounced.ts';
