import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { areas } from './areas/index.ts';
import { dashboardRoutes, discoverAreaRoutes, LAYOUT_ROUTE_ID, loadAreaRoutes } from './routeTable.tsx';

const layoutChildren = (router: ReturnType<typeof createMemoryRouter>) => {
  const layout = router.routes[0]?.children?.find((route) => route.id === LAYOUT_ROUTE_ID);
  return layout?.children ?? [];
};

const matchedIds = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.matches.map((match) => match.route.path ?? match.route.id);

describe('the dashboard route table (decision 0091)', () => {
  it('starts with sign-in and the not-found page only; the areas are not in it', () => {
    const router = createMemoryRouter(dashboardRoutes(), { initialEntries: ['/sign-in'] });
    expect(layoutChildren(router).map((route) => route.path)).toEqual(['*']);
    router.dispose();
  });

  it('discovers the areas on the first navigation inside the layout, once', async () => {
    const router = createMemoryRouter(dashboardRoutes(), {
      initialEntries: ['/sign-in'],
      patchRoutesOnNavigation: discoverAreaRoutes(),
    });
    await router.initialize();
    await router.navigate('/marketing/reviews/templates');
    expect(router.state.location.pathname).toBe('/marketing/reviews/templates');
    expect(matchedIds(router)).toContain('marketing/reviews');
    expect(matchedIds(router)).toContain('templates');
    const count = layoutChildren(router).length;
    expect(count).toBe((await loadAreaRoutes()).length + 1);
    // A path that is still unknown after discovery is the not-found page, and nothing is patched twice.
    await router.navigate('/no/such/page');
    expect(matchedIds(router).at(-1)).toBe('*');
    await router.navigate('/marketing/reviews');
    expect(layoutChildren(router).length).toBe(count);
    router.dispose();
  });

  it('patches exactly the routes every listed area declares', async () => {
    expect(await loadAreaRoutes()).toEqual(areas.flatMap((area) => area.routes));
  });
});
