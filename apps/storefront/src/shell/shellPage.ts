/**
 * Which shell a cold visit paints (docs/decisions/0099), from the page's path:
 * - `home`: the layout with the home page's skeletons (`/`);
 * - `bare`: nothing (the code step of the login has no header or footer: the empty layout);
 * - `page`: the layout with a busy, empty main (every other page: the home page's skeletons on
 *   the cart would be a wrong guess).
 *
 * `index.html`'s inline script applies the same rule before the first paint, as
 * `<html data-shell-page>`, which the prerendered shell's stylesheet reads; `shellPage.test.ts`
 * runs that script against this function.
 */
export type ShellPage = 'home' | 'page' | 'bare';

export function shellPageOf(pathname: string): ShellPage {
  const path = pathname.replace(/^\/(en|ar)(?=\/|$)/i, '') || '/';
  if (path === '/') return 'home';
  if (path === '/login/verify-otp' || path.startsWith('/login/verify-otp/')) return 'bare';
  return 'page';
}
