import { MoneyIcon } from '@dukkan/ui';
import type { DashboardArea, DashboardHandle } from '../types.ts';
import { moneyUrls } from './urls.ts';

/**
 * Transactions and wallets (issue #15 items 2 and 3): the owner's and a lead's (`money:view`,
 * decision 0040). Taking a driver's cash is a delivery-service write (`delivery:update`,
 * decision 0056); anyone else who may open the page reads it.
 */
export const moneyArea: DashboardArea = {
  id: 'money',
  nav: [
    {
      id: 'transactions',
      group: 'money',
      labelId: 'dashboard.nav.transactions',
      descriptionId: 'dashboard.nav.transactions.description',
      href: moneyUrls.transactions(),
      capability: 'money:view',
      icon: <MoneyIcon />,
    },
    {
      id: 'wallet',
      group: 'money',
      labelId: 'dashboard.nav.wallet',
      descriptionId: 'dashboard.nav.wallet.description',
      href: moneyUrls.wallet(),
      capability: 'money:view',
      icon: <MoneyIcon />,
    },
  ],
  routes: [
    {
      path: 'transactions',
      handle: { capability: 'money:view', navId: 'transactions', crumb: 'dashboard.nav.transactions' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./TransactionsRoute.tsx')).TransactionsRoute }),
    },
    {
      path: 'wallet',
      handle: { capability: 'money:view', navId: 'wallet', crumb: 'dashboard.nav.wallet' } satisfies DashboardHandle,
      lazy: async () => ({ Component: (await import('./WalletRoute.tsx')).WalletRoute }),
    },
  ],
};
