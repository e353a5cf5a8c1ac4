import { createBrowserRouter } from 'react-router';
import { RouteError } from '@dukkan/shell';
import { DashboardRoot } from './routes/DashboardRoot.tsx';

/** The vendor dashboard's route table; each page is its own chunk. */
export const router = createBrowserRouter([
  {
    element: <DashboardRoot />,
    errorElement: <RouteError />,
    children: [
      { path: 'sign-in', lazy: async () => ({ Component: (await import('./routes/SignInRoute.tsx')).SignInRoute }) },
      {
        lazy: async () => ({ Component: (await import('./routes/RequireSession.tsx')).RequireSession }),
        children: [{ index: true, lazy: async () => ({ Component: (await import('./routes/DashboardRoute.tsx')).DashboardRoute }) }],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundRoute.tsx')).NotFoundRoute }) },
    ],
  },
]);
