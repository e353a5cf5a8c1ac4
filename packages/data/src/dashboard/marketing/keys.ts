import { apiKey } from '../../swr/keys.ts';

/**
 * Keys of the marketing area (vendor spec §7 Slider). Each carries the working shop, so a lead
 * who switches shops never sees the other shop's slider from the cache.
 */
export const marketingKeys = {
  /** GET header-settings/info-for-setting: the shop's slider and the categories a button can open. */
  slider: (shop: string) => apiKey('managementShopHeaderSettingsInfoForSetting', { query: { shop } }),
};
