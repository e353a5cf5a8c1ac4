import { apiKey } from '../../swr/keys.ts';

/** Customers asked for per page of a board; the platform caps `size` at 100. */
export const BOARD_PAGE_SIZE = 100;

/**
 * Keys of the CRM board (vendor spec §7 Customer: crm-v2 group, stage, customer list, filter
 * values, reminders). Each carries the working shop, so a lead who switches shops never sees
 * the other shop's pipeline from the cache.
 */
export const crmKeys = {
  /** GET crm-v2/group/list: the boards, each with its stages in order. */
  groups: (shop: string) => apiKey('customerCrmV2GroupList', { query: { shop } }),
  /** GET crm-v2/group/get {id}: the board on screen (decision 0079), with its template type. */
  group: (shop: string, id: string) => apiKey('customerCrmV2GroupGet', { query: { shop, id } }),
  /** GET crm-v2/stage/list {group}: the board's columns, in order, with their customer counts. */
  stages: (shop: string, group: string) => apiKey('customerCrmV2StageList', { query: { shop, group } }),
  /** GET crm-v2/stage/get {id}: one stage as the server has it, read before it is edited. */
  stage: (shop: string, id: string) => apiKey('customerCrmV2StageGet', { query: { shop, id } }),
  /** GET /customer/list (shop, groupId, page, size): the board's cards, every page. */
  members: (shop: string, group: string) => apiKey('customerList', { query: { shop, groupId: group, size: BOARD_PAGE_SIZE } }),
  /** GET /customer/filters/values: the shop's labels with their colours (there is no label list call). */
  labels: (shop: string) => apiKey('customerFiltersValues', { query: { shop } }),
  /** GET crm-v2/reminder/list: the customers' reminders, for each card's next one. */
  reminders: (shop: string) => apiKey('customerCrmV2ReminderList', { query: { shop } }),
};

/** Whether an SWR key is one of the board-level reads (group list, one group, its stages, one stage) of `shop`. */
export function isCrmBoardKey(key: unknown, shop: string): boolean {
  if (!Array.isArray(key)) return false;
  const [name, args] = key as [unknown, { query?: { shop?: unknown } } | undefined];
  return (
    (name === 'customerCrmV2GroupList' ||
      name === 'customerCrmV2GroupGet' ||
      name === 'customerCrmV2StageList' ||
      name === 'customerCrmV2StageGet') &&
    args?.query?.shop === shop
  );
}
