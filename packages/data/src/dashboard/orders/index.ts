export { LIVE_PAGE_LIMIT, ordersKeys } from './keys.ts';
export { readOrder, readOrderDetail, readOrdersPage, type LiveOrdersPage } from './read.ts';
export {
  BOARD_STATUSES,
  FINAL_STATUSES,
  isBoardStatus,
  isFinalStatus,
  isHandedOver,
  isOrderStatus,
  nextStatuses,
  type BoardStatus,
} from './status.ts';
export {
  LIVE_MAX_PAGES,
  LIVE_POLLING,
  liveOrdersFetcher,
  liveRefreshInterval,
  useLiveOrders,
  useShopOrder,
  type LiveOrders,
  type LivePolling,
} from './useOrders.ts';
export {
  addExtraItem,
  cancelOrder,
  editOrderItem,
  removeExtraItem,
  removeOrderItem,
  requestOrderPayment,
  setOrderStatus,
  type ItemEdit,
  type OrdersApi,
  type OrdersContext,
  type PaymentRequest,
} from './mutations.ts';
export { ACKNOWLEDGED_STORAGE_KEY, keptAcknowledged, MUTED_STORAGE_KEY, readAcknowledged, ringingOrders } from './alerts.ts';
export {
  ARCHIVE_PAGE_SIZE,
  archiveKey,
  archiveRange,
  readArchiveFilter,
  useOrderArchive,
  type ArchiveFilter,
  type ArchiveStatus,
  type OrderArchive,
} from './archive.ts';
export { areaNamesKey, readAreaNames, useAreaNames, type AreaName } from './areas.ts';
