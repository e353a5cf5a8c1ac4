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
  /** GET available-drivers (shop, lat, lng): the free drivers, nearest to a job's address first (by name without a point). */
  freeDrivers: (shop: string, at?: { lat: number; lng: number }) =>
    apiKey('vendorDeliveryServicesDriverAvailableDrivers', { query: at ? { shop, lat: at.lat, lng: at.lng } : { shop } }),
  /** GET /vendor/cc/job (shop): the shop's delivery jobs. */
  jobs: (shop: string) => apiKey('vendorCcJob', { query: { shop } }),
  /** GET /cc/job/get (shop, id): one job as it is now (the order page follows its order's job). */
  job: (shop: string, job: string) => apiKey('ccJobGet', { query: { shop, id: job } }),
  /** GET /cc/job/get-rates (shop, id): each enabled carrier's price for a job. */
  rates: (shop: string, job: string) => apiKey('ccJobGetRates', { query: { shop, id: job } }),
  /** GET /cc/carriers (shop): every platform carrier, with whether the shop enabled it. */
  carriers: (shop: string) => apiKey('ccCarriers', { query: { shop } }),
  /** GET /cc/shop/{shop}/ccs: the shop's delivery services (own fleet and enabled carriers). */
  services: (shop: string) => apiKey('ccShopCcs', { params: { shop } }),
};
