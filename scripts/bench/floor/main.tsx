/**
 * The bare-stack floor of `npm run bench` (issue #17): the libraries both apps are built on
 * (React, react-router, react-intl, styled-components, SWR, Valtio), one route and one translated
 * string, built with the apps' own Vite config (scripts/vite-app.ts). What the apps ship beyond
 * this is theirs; the bench prints each app's first load as a ratio to it.
 */
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router';
import styled from 'styled-components';
import useSWR from 'swr';
import { proxy, useSnapshot } from 'valtio';

const store = proxy({ visits: 1 });
const Title = styled.h1`
  margin: 0;
  color: #0f6b4a;
`;

function Home() {
  const { visits } = useSnapshot(store);
  const { data } = useSWR('shop', async () => 'Dukkan');
  return (
    <Title>
      <FormattedMessage id="floor.hello" values={{ shop: data ?? '' }} />
      <span hidden>{visits}</span>
    </Title>
  );
}

// Messages reach the apps precompiled (ICU ASTs, no parser shipped: vite-app.ts), so this one is too.
const messages = {
  'floor.hello': [
    { type: 0, value: 'Welcome to ' },
    { type: 1, value: 'shop' },
  ],
} as unknown as Record<string, string>;

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <IntlProvider locale="en" messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
