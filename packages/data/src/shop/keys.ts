import { apiKey } from '../swr/keys.ts';

/** 'any' (or nothing) means "no filter" for the catalogue (customer spec §7). */
const filter = (value: string | null | undefined) => (value && value !== 'any' ? value : undefined);

/** Keys of the shop and catalogue domain (customer spec §7 "Shop and products"). */
export const shopKeys = {
  /** GET /shop/{id}/light with the primary address's lat/lng, when there is one. */
  light: (shopId: string, latlng?: readonly [number, number] | null) =>
    apiKey('shopLight', latlng ? { params: { id: shopId }, query: { lat: latlng[0], lng: latlng[1] } } : { params: { id: shopId } }),
  /** The product listing: shop, optional category and sub-category; 'any' is omitted. */
  products: (shopId: string, category?: string | null, subCategory?: string | null) => {
    const query = {
      ...(filter(category) ? { category: filter(category) } : {}),
      ...(filter(subCategory) ? { subCategory: filter(subCategory) } : {}),
    };
    return apiKey('shopProducts', Object.keys(query).length ? { params: { id: shopId }, query } : { params: { id: shopId } });
  },
};
