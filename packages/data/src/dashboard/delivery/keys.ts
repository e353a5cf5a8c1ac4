import { apiKey } from '../../swr/keys.ts';

/**
 * Keys of the delivery calls (vendor spec §7 Delivery). Each names the shop, so a lead who
 * switches shops never reads another shop's delivery areas from the cache.
 */
export const deliveryKeys = {
  /** GET /area/list (shop): every platform area, with the shop's own delivery settings for it. */
  areas: (shop: string) => apiKey('areaList', { query: { shop } }),
  /** GET available-drivers (shop, all=true): every driver of the shop, busy or not (decision 0059). */
  drivers: (shop: string) => apiKey('vendorDeliveryServicesDriverAvailableDrivers', { query: { shop, all: true } }),
};
