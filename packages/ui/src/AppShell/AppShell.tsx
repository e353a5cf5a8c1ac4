import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Drawer } from '../Drawer/index.ts';
import { MenuIcon } from '../Icon/icons-overlays.tsx';
import { IconButton } from '../IconButton/index.ts';
import { Actions, Brand, HeaderBar, Layout, Main, MenuButtonSlot, Root, SideNav, SkipLink } from './AppShell.styles.ts';
import { AppShellNav, type AppShellNavItem } from './AppShellNav.tsx';

export interface AppShellProps {
  /** The shop's name or logo, at the start of the header bar. */
  brand: ReactNode;
  /** The header's end: the language switch, the account menu. */
  actions?: ReactNode;
  navItems: readonly AppShellNavItem[];
  /** The id of the item for the current page. */
  currentNavId?: string;
  /** The page, inside <main id="main">. */
  children: ReactNode;
}

/**
 * The vendor dashboard's frame: a skip link, a header bar, the side navigation at the inline
 * start and the main region. Narrower than 768 px, the navigation folds into a drawer behind
 * a menu button (it comes in from the same side).
 */
export function AppShell({ brand, actions, navItems, currentNavId, children }: AppShellProps) {
  const intl = useIntl();
  const [navOpen, setNavOpen] = useState(false);
  const navLabel = intl.formatMessage({ id: 'ui.appShell.navigation' });
  return (
    <Root>
      <SkipLink href="#main">
        <FormattedMessage id="common.skipToContent" />
      </SkipLink>
      <Layout>
        <HeaderBar>
          <MenuButtonSlot>
            <IconButton
              icon={<MenuIcon />}
              label={<FormattedMessage id="ui.appShell.openNavigation" />}
              aria-haspopup="dialog"
              aria-expanded={navOpen}
              onClick={() => setNavOpen(true)}
            />
          </MenuButtonSlot>
          <Brand>{brand}</Brand>
          {actions ? <Actions>{actions}</Actions> : null}
        </HeaderBar>
        <SideNav aria-label={navLabel}>
          <AppShellNav items={navItems} currentId={currentNavId} />
        </SideNav>
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
      </Layout>
      <Drawer placement="start" size="sm" title={navLabel} isOpen={navOpen} onOpenChange={setNavOpen}>
        <nav aria-label={navLabel}>
          <AppShellNav items={navItems} currentId={currentNavId} onFollow={() => setNavOpen(false)} />
        </nav>
      </Drawer>
    </Root>
  );
}
