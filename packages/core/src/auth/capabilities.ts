/**
 * Who may do what in the dashboard (vendor spec §6 names the roles; "exact permission matrix:
 * not shown", so the matrix is ours: docs/decisions/0040-dashboard-roles.md). One table, read
 * by the navigation, the route guards and the screens (as plain booleans).
 */
import type { User } from '../model/customer.ts';
import { staffFlags } from './session.ts';

export type DashboardRole = 'seller' | 'lead' | 'cashier' | 'kitchen';

export const CAPABILITIES = [
  'overview:view',
  'shop:view',
  'shop:update',
  'catalogue:view',
  'catalogue:update',
  'orders:live',
  'orders:view',
  'orders:update',
  'pos:use',
  'requests:view',
  'requests:update',
  'customers:view',
  'customers:update',
  'marketing:view',
  'marketing:update',
  'money:view',
  'delivery:view',
  'delivery:update',
  'settings:view',
  'settings:update',
  'users:view',
  'users:update',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

const everything: readonly Capability[] = CAPABILITIES;

/**
 * The matrix. The owner (seller) and a lead run the shop: everything. A cashier takes orders at
 * the counter and by phone: orders, point of sale, requests and customers, and reads the
 * catalogue to answer questions. The kitchen sees only the live orders and their tickets.
 */
export const ROLE_CAPABILITIES: Readonly<Record<DashboardRole, readonly Capability[]>> = {
  seller: everything,
  lead: everything,
  cashier: [
    'overview:view',
    'catalogue:view',
    'orders:live',
    'orders:view',
    'orders:update',
    'pos:use',
    'requests:view',
    'requests:update',
    'customers:view',
    'customers:update',
  ],
  kitchen: ['orders:live'],
};

type RoleSource = Partial<Pick<User, 'isSeller' | 'isLead' | 'isCashier' | 'isKitchen' | 'shop'>> | null | undefined;

/** The dashboard roles of a user; none without a shop (a staff account always works for one). */
export function rolesOf(user: RoleSource): DashboardRole[] {
  if (!user || user.shop === undefined || user.shop === null || String(user.shop) === '') return [];
  const flags = staffFlags(user);
  const roles: DashboardRole[] = [];
  if (flags.isSeller) roles.push('seller');
  if (flags.isLead) roles.push('lead');
  if (flags.isCashier) roles.push('cashier');
  if (flags.isKitchen) roles.push('kitchen');
  return roles;
}

/** Every capability the user's roles give (the union: a cashier who also cooks has both). */
export function capabilitiesOf(user: RoleSource): ReadonlySet<Capability> {
  const set = new Set<Capability>();
  for (const role of rolesOf(user)) for (const capability of ROLE_CAPABILITIES[role]) set.add(capability);
  return set;
}

export function can(user: RoleSource, capability: Capability): boolean {
  return capabilitiesOf(user).has(capability);
}

/** The roles that have a capability, for a forbidden page that says who can help. */
export function rolesWith(capability: Capability): DashboardRole[] {
  return (Object.keys(ROLE_CAPABILITIES) as DashboardRole[]).filter((role) => ROLE_CAPABILITIES[role].includes(capability));
}
