import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RouteError, RouteFirstLoad } from '@dukkan/shell';
import { DashboardRoot } from './routes/DashboardRoot.tsx';

/** The signed-in layout route, into which the areas' routes are patched. */
export const LAYOUT_ROUTE_ID = 'dashboard-layout';

const loadLayout = () => import('./layout/DashboardLayout.tsx');

/**
 * The dashboard's route table: sign-in, then the signed-in layout with the not-found page and
 * `areaRoutes` (every area's routes). The app passes none and lets `discoverAreaRoutes` add them
 * on the first navigation inside the layout (docs/decisions/0091); Storybook passes them all.
 */
export function dashboardRoutes(areaRoutes: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <DashboardRoot />,
      errorElement: <RouteError />,
      HydrateFallback: RouteFirstLoad,
      children: [
        { path: 'sign-in', lazy: async () => ({ Component: (await import('./routes/SignInRoute.tsx')).SignInRoute }) },
        {
          id: LAYOUT_ROUTE_ID,
          lazy: async () => ({ Component: (await loadLayout()).DashboardLayout }),
          children: [
            ...areaRoutes,
            { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundRoute.tsx')).NotFoundRoute }) },
          ],
        },
      ],
    },
  ];
}

let areaRoutes: Promise<RouteObject[]> | undefined;

/**
 * The areas' routes (with their navigation items, icons and URL helpers) are not part of the
 * sign-in page's download (issue #10, docs/decisions/0091). A failed download is not kept: the
 * next navigation tries again.
 */
export function loadAreaRoutes(): Promise<RouteObject[]> {
  areaRoutes ??= import('./areas/index.ts').then(
    ({ areas }) => areas.flatMap((area) => area.routes),
    (error: unknown) => {
      areaRoutes = undefined;
      throw error;
    },
  );
  return areaRoutes;
}

/**
 * react-router's route discovery for one router: any path inside the layout (it first matches
 * the not-found splat) loads the areas' routes once and patches them into the layout, then
 * matches again. The layout's own code is fetched alongside, so a signed-in first load makes
 * no extra round trip in a row. While it runs the router shows what it showed before: the
 * first-load page on a cold start, the current page on a navigation.
 */
export function discoverAreaRoutes(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched) return;
    void loadLayout().catch(() => undefined);
    const routes = await loadAreaRoutes();
    if (signal.aborted) return;
    patch(LAYOUT_ROUTE_ID, routes);
    patched = true;
  };
}

/** Once the first page is up and the browser is idle, the areas' routes are fetched ahead of need. */
export function prefetchAreaRoutesWhenIdle(): void {
  const prefetch = () => void loadAreaRoutes().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetch, { timeout: 5_000 });
  else setTimeout(prefetch, 2_000);
}
