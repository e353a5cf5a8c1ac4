import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Capability } from '@dukkan/core';

/** The navigation groups of the dashboard, in the order of issue #10 (vendor spec §2 areas). */
export const NAV_GROUPS = ['shop', 'catalogue', 'orders', 'customers', 'marketing', 'money', 'delivery', 'settings', 'users'] as const;
export type NavGroupId = (typeof NAV_GROUPS)[number];

export interface AreaNavItem {
  /** Unique across the app; route handles name it as `navId` to mark the current item. */
  id: string;
  group: NavGroupId;
  /** react-intl message id of the label (dashboard-frame.json). */
  labelId: string;
  /** What the area is for, on the overview's shortcut card (dashboard.json). */
  descriptionId: string;
  href: string;
  capability: Capability;
  icon?: ReactNode;
}

/**
 * What each area route carries (react-router `handle`): the capability the layout checks before
 * rendering it, the navigation item it belongs to, and its breadcrumb (a message id).
 */
export interface DashboardHandle {
  capability?: Capability;
  navId?: string;
  crumb?: string;
}

/**
 * One area of the dashboard: its navigation items and its routes (lazy chunks). An area that is
 * not listed in `areas/index.ts` does not exist: no dead link, no placeholder page.
 */
export interface DashboardArea {
  id: string;
  nav: AreaNavItem[];
  routes: RouteObject[];
}
