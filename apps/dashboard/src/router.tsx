import { createBrowserRouter } from 'react-router';
import { dashboardRoutes, discoverAreaRoutes } from './routeTable.tsx';

/** The app's router: the areas' routes are discovered on the first navigation inside the layout (decision 0091). */
export const router = createBrowserRouter(dashboardRoutes(), { patchRoutesOnNavigation: discoverAreaRoutes() });
