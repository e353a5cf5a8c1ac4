import type { KeyArgs } from '../../swr/keys.ts';

/**
 * The settings area's cache entry for GET /shop/a/details?id=<shop> (vendor spec §7 Shop). The
 * shop profile area caches the same call read its own way (shop, video, social links), so this
 * key carries a third part, `settings`: the request is the same, the cache entries are not, and
 * neither area ever reads the other's shape.
 */
export type SettingsKey = readonly [name: 'shopADetails', args: KeyArgs, view: 'settings'];

export const settingsKeys = {
  details: (shopId: string): SettingsKey => ['shopADetails', { query: { id: shopId } }, 'settings'],
};
