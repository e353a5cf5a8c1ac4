import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError, RouteFirstLoad } from '@dukkan/shell';
import { areas } from './areas/index.ts';
import { DashboardRoot } from './routes/DashboardRoot.tsx';

/** The dashboard's route table: sign-in, then every area inside the signed-in layout. */
export const routes: RouteObject[] = [
  {
    element: <DashboardRoot />,
    errorElement: <RouteError />,
    HydrateFallback: RouteFirstLoad,
    children: [
      { path: 'sign-in', lazy: async () => ({ Component: (await import('./routes/SignInRoute.tsx')).SignInRoute }) },
      {
        lazy: async () => ({ Component: (await import('./layout/DashboardLayout.tsx')).DashboardLayout }),
        children: [
          ...areas.flatMap((area) => area.routes),
          { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundRoute.tsx')).NotFoundRoute }) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
