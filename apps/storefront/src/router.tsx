import { createBrowserRouter } from 'react-router';
import { RouteError } from '@dukkan/shell';
import { RootLayout } from './routes/RootLayout.tsx';

/**
 * The storefront's route table (customer spec §2). Every page is its own chunk, loaded with
 * its route; the layout is the only route in the entry chunk.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/HomeRoute.tsx')).HomeRoute }) },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundRoute.tsx')).NotFoundRoute }) },
    ],
  },
]);
