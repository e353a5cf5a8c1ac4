import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AlertIcon, AppShell, LocaleSwitch, type AppShellNavGroup } from '@dukkan/ui';
import { SignOutAlert, ShopName } from './DashboardFrame.styles.ts';
import { DashboardFrameAccount } from './DashboardFrameAccount.tsx';
import { DashboardFrameShopPicker } from './DashboardFrameShopPicker.tsx';

export interface DashboardNavItem {
  id: string;
  /** react-intl message id of the label (dashboard-frame.json: `dashboard.nav.*`). */
  labelId: string;
  href: string;
  /** Decorative; the area's icon from @dukkan/ui (ShopIcon, OrdersIcon …). */
  icon?: ReactNode;
}

export interface DashboardNavGroup {
  id: string;
  /** react-intl message id of the group's title (`dashboard.nav.group.*`). */
  labelId: string;
  items: DashboardNavItem[];
}

export interface DashboardShopChoice {
  id: string;
  /** Already in the interface language. */
  name: string;
  isActive: boolean;
  isBanned: boolean;
}

export interface DashboardFrameProps {
  /** Already filtered by the user's capabilities; an empty group is left out. */
  navGroups: DashboardNavGroup[];
  currentNavId?: string;
  userName: string;
  /** Message ids of the user's roles, e.g. ['dashboard.role.seller', 'dashboard.role.lead']. */
  roleLabelIds: string[];
  /** The shop being worked on; "Shop dashboard" until it is known. */
  shopName?: string;
  /** Only for a lead: a shop picker takes the brand's place. */
  shops?: DashboardShopChoice[];
  currentShopId?: string;
  onShopChange?: (shopId: string) => void;
  locale: 'en' | 'ar';
  onLocaleChange: (locale: 'en' | 'ar') => void;
  onSignOut: () => void;
  signingOut?: boolean;
  /** A translated message when signing out failed (nothing was cleared), e.g. `dashboard.frame.signOutFailed`. */
  signOutError?: string;
  /** The side navigation shows icons only; the app keeps the choice (see the report on storing it). */
  navCollapsed: boolean;
  onNavCollapsedChange: (collapsed: boolean) => void;
  /** The screen; its Page carries the breadcrumbs. */
  children: ReactNode;
}

/** The bottom bar of a phone: the first items of the navigation, in order, then "More". */
const BOTTOM_BAR_ITEMS = 4;

/**
 * The frame every staff screen lives in (vendor spec §1, §2, §6): the shop (or a lead's shop
 * picker), the language switch and the account menu in the header; the navigation by area at
 * the side, folding to icons; on a phone a bottom bar and the drawer behind "More".
 */
export function DashboardFrame({
  navGroups,
  currentNavId,
  userName,
  roleLabelIds,
  shopName,
  shops,
  currentShopId,
  onShopChange,
  locale,
  onLocaleChange,
  onSignOut,
  signingOut = false,
  signOutError,
  navCollapsed,
  onNavCollapsedChange,
  children,
}: DashboardFrameProps) {
  const intl = useIntl();
  const groups = useMemo<AppShellNavGroup[]>(
    () =>
      navGroups
        .filter((group) => group.items.length > 0)
        .map((group) => ({
          id: group.id,
          label: intl.formatMessage({ id: group.labelId }),
          items: group.items.map((item) => ({
            id: item.id,
            href: item.href,
            icon: item.icon,
            label: intl.formatMessage({ id: item.labelId }),
          })),
        })),
    [navGroups, intl],
  );
  const bottomItems = useMemo(() => groups.flatMap((group) => group.items).slice(0, BOTTOM_BAR_ITEMS), [groups]);
  const brand =
    shops && shops.length > 0 ? (
      <DashboardFrameShopPicker shops={shops} currentShopId={currentShopId} onShopChange={onShopChange} />
    ) : (
      <ShopName>
        <bdi>{shopName || intl.formatMessage({ id: 'dashboard.layout.title' })}</bdi>
      </ShopName>
    );
  return (
    <AppShell
      brand={brand}
      actions={
        <>
          <LocaleSwitch locale={locale} onChange={onLocaleChange} />
          <DashboardFrameAccount userName={userName} roleLabelIds={roleLabelIds} onSignOut={onSignOut} signingOut={signingOut} />
        </>
      }
      navGroups={groups}
      currentNavId={currentNavId}
      navCollapsed={navCollapsed}
      onNavCollapsedChange={onNavCollapsedChange}
      bottomBar={{ items: bottomItems }}
    >
      {signOutError ? (
        <SignOutAlert role="alert">
          <AlertIcon />
          <span>{signOutError}</span>
        </SignOutAlert>
      ) : null}
      {children}
    </AppShell>
  );
}
