// area hooks and actions (issue #5).
export { areaFindFetcher, areaFindState, type AreaFindInput, type AreaFindState, type AreaStatus } from './areaFind.ts';
export { AREA_LEVELS_NEEDED, areaKeys } from './keys.ts';
export { AREA_FIND_SETTLE_MS, useAreaFind } from './useAreaFind.ts';
