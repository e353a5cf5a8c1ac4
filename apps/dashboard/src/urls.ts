/**
 * Paths of the dashboard outside the areas (each area keeps its own in `areas/<area>/urls.ts`).
 * They avoid the API prefixes the dev server proxies (decision 0003).
 */
export const urls = {
  home: () => '/',
  signIn: () => '/sign-in',
};
