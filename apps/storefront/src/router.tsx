import { createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { RouteError, RouterLink, useLocale } from '@dukkan/shell';
import { LinkProvider } from '@dukkan/ui';
import { RootLayout } from './routes/RootLayout.tsx';
import { HeaderSearch } from './routes/search/HeaderSearch.tsx';
import { RequireAuth, RequireAwaitedCode, RequireDetailsNeeded, RequireLoggedOut } from './routes/guards.tsx';
import { StorefrontShell } from './shell/StorefrontShell.tsx';
import { shellPageOf } from './shell/shellPage.ts';

/**
 * The shell while the first page's code loads, with the router's links, the real language
 * switch and the real search: the prerendered HTML's controls are plain (no script yet), but
 * once the app runs a click on the shell's footer or header must not reload the page (a story
 * clicking "Contact us" there closed its browser), and a press on the language switch must not
 * be lost (a journey switching to Arabic on a cold /about pressed it there and nothing happened).
 */
function ShellWhileLoading() {
  const { pathname } = useLocation();
  const { setLocale } = useLocale();
  return (
    <LinkProvider value={RouterLink}>
      <StorefrontShell page={shellPageOf(pathname)} onLocaleChange={setLocale} search={<HeaderSearch />} />
    </LinkProvider>
  );
}

/**
 * The storefront's route table (customer spec §2). Every page is its own chunk, loaded with
 * its route; the default layout and the guards are the only routes in the entry chunk. The
 * empty layout (the code step of the login, decision 0047) is a chunk of its own.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // While the first page's code loads: the shell prerendered into index.html, so the app's
    // first render puts back the boxes already painted (docs/decisions/0095).
    HydrateFallback: ShellWhileLoading,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/HomeRoute.tsx')).HomeRoute }) },
      { path: 'categories/:id', lazy: async () => ({ Component: (await import('./routes/catalogue/CategoryRoute.tsx')).CategoryRoute }) },
      {
        path: 'categories/:id/products/:productId',
        lazy: async () => ({ Component: (await import('./routes/catalogue/ProductRoute.tsx')).ProductRoute }),
      },
      { path: 'cart', lazy: async () => ({ Component: (await import('./routes/cart/CartRoute.tsx')).CartRoute }) },
      { path: 'settings', lazy: async () => ({ Component: (await import('./routes/settings/SettingsRoute.tsx')).SettingsRoute }) },
      { path: 'search', lazy: async () => ({ Component: (await import('./routes/search/SearchRoute.tsx')).SearchRoute }) },
      {
        path: 'login',
        element: <RequireLoggedOut />,
        children: [{ index: true, lazy: async () => ({ Component: (await import('./routes/auth/LoginRoute.tsx')).LoginRoute }) }],
      },
      {
        path: 'login/details',
        element: <RequireDetailsNeeded />,
        children: [{ index: true, lazy: async () => ({ Component: (await import('./routes/auth/DetailsRoute.tsx')).DetailsRoute }) }],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'orders', lazy: async () => ({ Component: (await import('./routes/orders/OrdersRoute.tsx')).OrdersRoute }) },
          { path: 'orders/:id', lazy: async () => ({ Component: (await import('./routes/orders/OrderRoute.tsx')).OrderRoute }) },
          { path: 'addresses', lazy: async () => ({ Component: (await import('./routes/account/AddressesRoute.tsx')).AddressesRoute }) },
          {
            path: 'account/payment-methods',
            lazy: async () => ({ Component: (await import('./routes/orders/PaymentMethodsRoute.tsx')).PaymentMethodsRoute }),
          },
          { path: 'account/profile', lazy: async () => ({ Component: (await import('./routes/account/ProfileRoute.tsx')).ProfileRoute }) },
          { path: 'account/wallet', lazy: async () => ({ Component: (await import('./routes/account/WalletRoute.tsx')).WalletRoute }) },
          { path: 'wallet', lazy: async () => ({ Component: (await import('./routes/account/WalletRoute.tsx')).WalletRoute }) },
          {
            path: 'wallet/:id',
            lazy: async () => ({ Component: (await import('./routes/account/WalletEntryRoute.tsx')).WalletEntryRoute }),
          },
          {
            path: 'account/delete',
            lazy: async () => ({ Component: (await import('./routes/account/DeleteAccountRoute.tsx')).DeleteAccountRoute }),
          },
        ],
      },
      { path: 'about', lazy: async () => ({ Component: (await import('./routes/info/AboutRoute.tsx')).AboutRoute }) },
      { path: 'contactus', lazy: async () => ({ Component: (await import('./routes/info/ContactRoute.tsx')).ContactRoute }) },
      { path: 'support', lazy: async () => ({ Component: (await import('./routes/info/SupportRoute.tsx')).SupportRoute }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('./routes/info/TermsRoute.tsx')).TermsRoute }) },
      { path: 'app', lazy: async () => ({ Component: (await import('./routes/info/MobileAppRoute.tsx')).MobileAppRoute }) },
      // The spec's spelling (customer spec §2).
      { path: 'resturant', lazy: async () => ({ Component: (await import('./routes/info/RestaurantRoute.tsx')).RestaurantRoute }) },
      { path: 'blogs', lazy: async () => ({ Component: (await import('./routes/blogs/BlogsRoute.tsx')).BlogsRoute }) },
      { path: 'blogs/:slug', lazy: async () => ({ Component: (await import('./routes/blogs/BlogPostRoute.tsx')).BlogPostRoute }) },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundRoute.tsx')).NotFoundRoute }) },
    ],
  },
  {
    // The empty layout (§2): the code step alone, without header and footer (decision 0047).
    lazy: async () => ({ Component: (await import('./routes/EmptyLayout.tsx')).EmptyLayout }),
    errorElement: <RouteError />,
    children: [
      {
        path: 'login/verify-otp',
        element: <RequireLoggedOut />,
        children: [
          {
            element: <RequireAwaitedCode />,
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./routes/auth/VerifyOtpRoute.tsx')).VerifyOtpRoute }) },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
