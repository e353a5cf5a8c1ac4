import type { DashboardRole } from '@dukkan/core';
import type { NavGroupId } from '../areas/types.ts';

/** Message ids of the roles (static, so the i18n check sees them). */
export const ROLE_LABEL_IDS: Readonly<Record<DashboardRole, string>> = {
  seller: 'dashboard.role.seller',
  lead: 'dashboard.role.lead',
  cashier: 'dashboard.role.cashier',
  kitchen: 'dashboard.role.kitchen',
};

/** Message ids of the navigation groups. */
export const NAV_GROUP_LABEL_IDS: Readonly<Record<NavGroupId, string>> = {
  shop: 'dashboard.nav.group.shop',
  catalogue: 'dashboard.nav.group.catalogue',
  orders: 'dashboard.nav.group.orders',
  customers: 'dashboard.nav.group.customers',
  marketing: 'dashboard.nav.group.marketing',
  money: 'dashboard.nav.group.money',
  delivery: 'dashboard.nav.group.delivery',
  settings: 'dashboard.nav.group.settings',
  users: 'dashboard.nav.group.users',
};
