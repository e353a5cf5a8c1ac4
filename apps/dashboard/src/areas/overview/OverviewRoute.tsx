import { useIntl } from 'react-intl';
import { localised, rolesOf } from '@dukkan/core';
import { useShopDetailsName } from './useShopDetailsName.ts';
import { OverviewView } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { navItemsFor } from '../index.ts';
import { useCan } from '../../layout/useCan.ts';
import { ROLE_LABEL_IDS } from '../../layout/labels.ts';

/** Welcome, the shop being worked on, and a card for each area the person's role opens. */
export function OverviewRoute() {
  const intl = useIntl();
  const { user } = useUserState();
  const can = useCan();
  const shop = useShopDetailsName();
  const shortcuts = navItemsFor(can).map((item) => ({
    id: item.id,
    label: intl.formatMessage({ id: item.labelId }),
    description: intl.formatMessage({ id: item.descriptionId }),
    href: item.href,
  }));
  return (
    <OverviewView
      userName={user?.fullName ?? user?.phone ?? ''}
      shopName={shop.data ? localised(shop.data, 'name', intl.locale) : undefined}
      shopError={shop.error}
      onRetryShop={() => void shop.mutate()}
      roleLabels={rolesOf(user).map((role) => intl.formatMessage({ id: ROLE_LABEL_IDS[role] }))}
      shortcuts={shortcuts}
    />
  );
}
