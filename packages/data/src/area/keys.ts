import { apiKey } from '../swr/keys.ts';

/** How many levels of the area's place (area, city) the lookup asks for (customer spec §7 area/find). */
export const AREA_LEVELS_NEEDED = 2;

/** Keys of the area domain: GET /area/find with lat, lng, populated and levelsNeeded (customer spec §7). */
export const areaKeys = {
  find: (latlng: readonly [number, number]) =>
    apiKey('areaFind', { query: { lat: latlng[0], lng: latlng[1], populated: true, levelsNeeded: AREA_LEVELS_NEEDED } }),
};
