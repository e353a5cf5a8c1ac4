import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageLoading, SearchBox, ShopHome, StorefrontLayout } from '@dukkan/screens';
import { urls } from '../urls.ts';
import { footerLinks } from './footerLinks.ts';
import type { ShellPage } from './shellPage.ts';

export interface StorefrontShellProps {
  page: ShellPage;
  /**
   * The language switch and the search box, once the app runs (the router's first-load
   * fallback): a visitor may use them while the page's code is on its way. Without them (the
   * prerendered HTML) the switch is answered by index.html's inline script (docs/decisions/0102)
   * and the search is a plain GET form.
   */
  onLocaleChange?: (locale: 'en' | 'ar') => void;
  search?: ReactNode;
}

const nothing = () => undefined;

/**
 * The storefront as it stands before anything is known (issue #17 item 3, docs/decisions/0095):
 * the real layout for a guest with an empty cart and the generic brand, and the home page's
 * own loading state. It is prerendered into `index.html` at build time (both languages, see
 * `prerender.tsx`) and is the router's first-load fallback, so the app's first render puts
 * back the same boxes the browser painted from the HTML. Nothing shop-specific: the shop is
 * only known from runtime configuration.
 *
 * `page` (`shellPageOf`, docs/decisions/0099): the home page's skeletons on `/`, a busy empty
 * main on any other page, nothing at all on the code step of the login (the empty layout).
 * The search is a plain GET form to the search page, so it works before the scripts run.
 */
export function StorefrontShell({ page, onLocaleChange = nothing, search }: StorefrontShellProps) {
  const intl = useIntl();
  const locale = intl.locale === 'ar' ? 'ar' : 'en';
  if (page === 'bare') return null;
  return (
    <StorefrontLayout
      locale={locale}
      onLocaleChange={onLocaleChange}
      homeHref={urls.home()}
      cartHref={urls.cart()}
      cartCount={0}
      account={{ kind: 'guest', loginHref: urls.login() }}
      search={search ?? <SearchBox value="" onChange={nothing} onSubmit={nothing} action={urls.search()} />}
      footerLinks={footerLinks(intl)}
    >
      {page === 'home' ? <ShopHome shop={undefined} isLoading onRetry={nothing} categoryHref={urls.category} /> : <PageLoading />}
    </StorefrontLayout>
  );
}
