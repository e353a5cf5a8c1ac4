import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { localised, rolesOf, rolesWith } from '@dukkan/core';
import { DashboardFrame, ForbiddenView, type DashboardNavGroup } from '@dukkan/screens';
import { useLocale, useUserState } from '@dukkan/shell';
import { FormDraftsContext, type FormDrafts } from '@dukkan/ui';
import { navItemsFor } from '../areas/index.ts';
import { NAV_GROUPS } from '../areas/types.ts';
import { useDashboardServices } from '../services.ts';
import { urls } from '../urls.ts';
import { useCan } from './useCan.ts';
import { useCurrentHandle } from './useCrumbs.ts';
import { useWorkingShop } from './useWorkingShop.ts';
import { NAV_GROUP_LABEL_IDS, ROLE_LABEL_IDS } from './labels.ts';

const NAV_COLLAPSED_KEY = 'dashboardNavCollapsed';

/**
 * Every signed-in page: the frame with the navigation the person's role opens (decision 0040),
 * the lead's shop picker, the account menu; and the guard of the current route's capability.
 */
export function DashboardLayout() {
  const { user: userStore, storage, workingShop, drafts } = useDashboardServices();
  const { user, isLoggedIn } = useUserState();
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const can = useCan();
  const handle = useCurrentHandle();
  const shop = useWorkingShop();
  const [navCollapsed, setNavCollapsed] = useState(() => storage.read(NAV_COLLAPSED_KEY) === '1');
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string>();
  // Set while signing out: the guard below then sends the person to the sign-in page without a
  // "from", so whoever signs in next lands on their own home, not on the last person's page.
  const [signedOut, setSignedOut] = useState(false);

  const userId = user ? String(user.id) : '';
  const draftsOf = useMemo<FormDrafts>(
    () => ({ store: drafts, owner: { user: userId, shop: shop.shopId ?? '' } }),
    [drafts, userId, shop.shopId],
  );

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'dashboard.layout.title' });
  }, [intl]);

  if (!isLoggedIn || !user) {
    return <Navigate to={urls.signIn()} replace state={signedOut ? undefined : { from: location.pathname + location.search }} />;
  }

  const roles = rolesOf(user);
  const items = navItemsFor(can);
  const navGroups: DashboardNavGroup[] = NAV_GROUPS.flatMap((group) => {
    const inGroup = items.filter((item) => item.group === group);
    return inGroup.length
      ? [
          {
            id: group,
            labelId: NAV_GROUP_LABEL_IDS[group],
            items: inGroup.map(({ id, labelId, href, icon }) => ({ id, labelId, href, icon })),
          },
        ]
      : [];
  });
  const current = shop.shops?.find((s) => s.id === shop.shopId);

  async function signOut() {
    setSigningOut(true);
    setSignOutError(undefined);
    setSignedOut(true);
    // Vendor §4: logout sends the refresh token; on failure nothing is cleared and the person is told.
    const result = await userStore.logout();
    setSigningOut(false);
    if (result.error) {
      setSignedOut(false);
      setSignOutError(intl.formatMessage({ id: 'dashboard.signOut.failed' }));
      return;
    }
    workingShop.forget();
    // A chosen sign-out leaves nothing typed behind for the next person at this device (0090).
    drafts.removeAll();
    void navigate(urls.signIn(), { replace: true });
  }

  const forbidden = handle.capability && !can(handle.capability);
  const areaItem = items.find((item) => item.id === handle.navId);

  return (
    <DashboardFrame
      navGroups={navGroups}
      currentNavId={handle.navId}
      userName={user.fullName ?? user.phone}
      roleLabelIds={roles.map((role) => ROLE_LABEL_IDS[role])}
      shopName={current ? localised(current, 'name', locale) : undefined}
      shops={shop.isLead ? shop.shops?.map((s) => ({ ...s, name: localised(s, 'name', locale) })) : undefined}
      currentShopId={shop.shopId}
      onShopChange={shop.isLead ? shop.choose : undefined}
      locale={locale}
      onLocaleChange={setLocale}
      onSignOut={() => void signOut()}
      signingOut={signingOut}
      signOutError={signOutError}
      navCollapsed={navCollapsed}
      onNavCollapsedChange={(collapsed) => {
        setNavCollapsed(collapsed);
        storage.write(NAV_COLLAPSED_KEY, collapsed ? '1' : '0');
      }}
    >
      {forbidden ? (
        <ForbiddenView
          areaLabel={intl.formatMessage({ id: areaItem?.labelId ?? 'dashboard.forbidden.thisPage' })}
          roleLabels={roles.map((role) => intl.formatMessage({ id: ROLE_LABEL_IDS[role] }))}
          allowedRoleLabels={rolesWith(handle.capability!).map((role) => intl.formatMessage({ id: ROLE_LABEL_IDS[role] }))}
          homeHref={urls.home()}
        />
      ) : (
        <FormDraftsContext.Provider value={draftsOf}>
          <Outlet />
        </FormDraftsContext.Provider>
      )}
    </DashboardFrame>
  );
}
