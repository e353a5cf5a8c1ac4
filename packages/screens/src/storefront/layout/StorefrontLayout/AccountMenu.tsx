import { useIntl } from 'react-intl';
import { Menu, type MenuItemSpec } from '@dukkan/ui';
import type { StorefrontAccount, StorefrontAccountLinks } from './StorefrontLayout.tsx';

type Member = Extract<StorefrontAccount, { kind: 'member' }>;

const PAGES: readonly { id: keyof StorefrontAccountLinks; label: string }[] = [
  { id: 'orders', label: 'storefront.layout.orders' },
  { id: 'addresses', label: 'storefront.layout.addresses' },
  { id: 'profile', label: 'storefront.accountMenu.profile' },
  { id: 'wallet', label: 'storefront.accountMenu.wallet' },
  { id: 'paymentMethods', label: 'storefront.accountMenu.paymentMethods' },
  { id: 'deleteAccount', label: 'storefront.accountMenu.deleteAccount' },
];

const SIGN_OUT = 'signOut';

/**
 * The customer's account menu in the header (issue #16): the account pages, then "Sign out".
 * react-aria's menu gives the keyboard and screen-reader behaviour (Enter, Space or ArrowDown
 * open it, arrows move, typing jumps, Escape closes and focus returns to the button).
 */
export function AccountMenu({ account }: { account: Member }) {
  const intl = useIntl();
  const items: MenuItemSpec[] = [
    ...PAGES.map(({ id, label }) => ({ id, label: intl.formatMessage({ id: label }), destructive: id === 'deleteAccount' })),
    { id: SIGN_OUT, label: intl.formatMessage({ id: 'storefront.layout.signOut' }) },
  ];
  return (
    <Menu
      label={intl.formatMessage({ id: account.isSigningOut ? 'storefront.accountMenu.signingOut' : 'storefront.accountMenu.label' })}
      items={items}
      isDisabled={account.isSigningOut}
      placement="bottom end"
      onAction={(id) => {
        if (id === SIGN_OUT) account.onSignOut();
        else if (Object.hasOwn(account.links, id)) account.onNavigate(account.links[id as keyof StorefrontAccountLinks]);
      }}
    />
  );
}
