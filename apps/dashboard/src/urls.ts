/** Paths of the vendor dashboard. They avoid the API prefixes the dev server proxies (0003). */
export const urls = {
  home: () => '/',
  signIn: () => '/sign-in',
};
