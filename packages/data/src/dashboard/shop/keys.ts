import { apiKey } from '../../swr/keys.ts';

/** Keys of the shop profile (vendor spec §7 Shop): the working shop's details, and the platform's areas. */
export const shopProfileKeys = {
  /** GET /shop/a/details (id): shop, settings, video, socialMedia, hours. */
  details: (shopId: string) => apiKey('shopADetails', { query: { id: shopId } }),
  /** GET /area/list: every area, with the shop's own delivery settings where it has some. */
  areas: () => apiKey('areaList'),
};
