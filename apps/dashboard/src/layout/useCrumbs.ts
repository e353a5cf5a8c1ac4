import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import type { DashboardHandle } from '../areas/types.ts';

export interface Crumb {
  label: string;
  href?: string;
}

/** The breadcrumbs of the current page, from the route handles (the last one is this page). */
export function useCrumbs(): Crumb[] {
  const intl = useIntl();
  const matches = useMatches();
  const crumbs = matches.flatMap((match) => {
    const handle = match.handle as DashboardHandle | undefined;
    return handle?.crumb ? [{ label: intl.formatMessage({ id: handle.crumb }), href: match.pathname }] : [];
  });
  return crumbs.map((crumb, i) => (i === crumbs.length - 1 ? { label: crumb.label } : crumb));
}

/** The deepest route's handle: the capability it needs and the navigation item it marks. */
export function useCurrentHandle(): DashboardHandle {
  const matches = useMatches();
  const handles = matches.map((m) => m.handle as DashboardHandle | undefined).filter((h): h is DashboardHandle => !!h);
  const capability = [...handles].reverse().find((h) => h.capability)?.capability;
  const navId = [...handles].reverse().find((h) => h.navId)?.navId;
  return { ...(capability ? { capability } : {}), ...(navId ? { navId } : {}) };
}
