import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Drawer } from '../Drawer/index.ts';
import { ChevronBackIcon, ChevronNextIcon } from '../Icon/index.ts';
import { MenuIcon } from '../Icon/icons-overlays.tsx';
import { IconButton } from '../IconButton/index.ts';
import { Tooltip } from '../Tooltip/index.ts';
import { Actions, Brand, CollapseRow, HeaderBar, Layout, Main, MenuButtonSlot, Root, SideNav, SkipLink } from './AppShell.styles.ts';
import { AppShellBottomBar } from './AppShellBottomBar.tsx';
import { AppShellNav, type AppShellNavGroup, type AppShellNavItem } from './AppShellNav.tsx';

/** The phone's bottom bar: a few links and "More", which opens the drawer with everything. */
export interface AppShellBottomBar {
  /** At most 4 are shown, in this order. */
  items: readonly AppShellNavItem[];
  /** The "More" button's text; "More" when left out. */
  moreLabel?: ReactNode;
}

export interface AppShellProps {
  /** The shop's name or logo, at the start of the header bar. */
  brand: ReactNode;
  /** The header's end: the language switch, the account menu. */
  actions?: ReactNode;
  /** A flat list of links; left out when `navGroups` are given. */
  navItems?: readonly AppShellNavItem[];
  /** Titled groups of links, used instead of `navItems`. */
  navGroups?: readonly AppShellNavGroup[];
  /** The id of the item for the current page. */
  currentNavId?: string;
  /** The side navigation shows icons only (the labels become tooltips and stay the links' names). */
  navCollapsed?: boolean;
  /** Shows the fold toggle at the top of the side navigation; the app keeps (and may store) the state. */
  onNavCollapsedChange?: (collapsed: boolean) => void;
  /** Narrower than 768 px: a bar at the bottom of the screen replaces the header's menu button. */
  bottomBar?: AppShellBottomBar;
  /** The page, inside <main id="main">. Breadcrumbs belong to the page (Page's `breadcrumbs`). */
  children: ReactNode;
}

const BOTTOM_BAR_MAX = 4;

/**
 * The vendor dashboard's frame: a skip link, a header bar, the side navigation at the inline
 * start and the main region. Narrower than 768 px, the navigation folds into a drawer behind
 * a menu button (it comes in from the same side), or behind "More" on a bottom bar.
 */
export function AppShell({
  brand,
  actions,
  navItems = [],
  navGroups,
  currentNavId,
  navCollapsed = false,
  onNavCollapsedChange,
  bottomBar,
  children,
}: AppShellProps) {
  const intl = useIntl();
  const [navOpen, setNavOpen] = useState(false);
  const navLabel = intl.formatMessage({ id: 'ui.appShell.navigation' });
  const toggleLabel = intl.formatMessage({ id: navCollapsed ? 'ui.appShell.expandNavigation' : 'ui.appShell.collapseNavigation' });
  const bottomItems = bottomBar?.items.slice(0, BOTTOM_BAR_MAX) ?? [];
  const allCount = navGroups ? navGroups.reduce((sum, group) => sum + group.items.length, 0) : navItems.length;
  // "More" only when the drawer holds something the bar does not.
  const hasMore = allCount > bottomItems.length;
  return (
    <Root data-bottom-bar={bottomBar ? true : undefined}>
      <SkipLink href="#main">
        <FormattedMessage id="common.skipToContent" />
      </SkipLink>
      <Layout data-nav-collapsed={navCollapsed || undefined}>
        <HeaderBar>
          {bottomBar ? null : (
            <MenuButtonSlot>
              <IconButton
                icon={<MenuIcon />}
                label={<FormattedMessage id="ui.appShell.openNavigation" />}
                aria-haspopup="dialog"
                aria-expanded={navOpen}
                onClick={() => setNavOpen(true)}
              />
            </MenuButtonSlot>
          )}
          <Brand>{brand}</Brand>
          {actions ? <Actions>{actions}</Actions> : null}
        </HeaderBar>
        <SideNav aria-label={navLabel} data-collapsed={navCollapsed || undefined}>
          {onNavCollapsedChange ? (
            <CollapseRow>
              <Tooltip content={toggleLabel} placement="end" delay={300}>
                <IconButton
                  icon={navCollapsed ? <ChevronNextIcon /> : <ChevronBackIcon />}
                  label={toggleLabel}
                  onClick={() => onNavCollapsedChange(!navCollapsed)}
                />
              </Tooltip>
            </CollapseRow>
          ) : null}
          <AppShellNav items={navItems} groups={navGroups} currentId={currentNavId} collapsed={navCollapsed} />
        </SideNav>
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
      </Layout>
      {bottomBar ? (
        <AppShellBottomBar
          items={bottomItems}
          currentId={currentNavId}
          onMore={hasMore ? () => setNavOpen(true) : undefined}
          moreLabel={bottomBar.moreLabel}
          moreExpanded={navOpen}
        />
      ) : null}
      <Drawer placement="start" size="sm" title={navLabel} isOpen={navOpen} onOpenChange={setNavOpen}>
        <nav aria-label={navLabel}>
          <AppShellNav items={navItems} groups={navGroups} currentId={currentNavId} onFollow={() => setNavOpen(false)} />
        </nav>
      </Drawer>
    </Root>
  );
}
