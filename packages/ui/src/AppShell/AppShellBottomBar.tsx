import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DotIcon } from '../Icon/icons-dashboard.tsx';
import { MenuIcon } from '../Icon/icons-overlays.tsx';
import { BottomBar, BottomButton, BottomLabel, BottomLink, BottomList } from './AppShellBottomBar.styles.ts';
import type { AppShellNavItem } from './AppShellNav.tsx';

export interface AppShellBottomBarProps {
  /** Already cut to the ones that fit (AppShell keeps 4). */
  items: readonly AppShellNavItem[];
  currentId?: string;
  /** Left out when every link is already on the bar. */
  onMore?: () => void;
  moreLabel?: ReactNode;
  /** Whether the drawer "More" opens is open. */
  moreExpanded: boolean;
}

/** The phone's bottom bar: a navigation landmark of its own, shown narrower than 768 px only. */
export function AppShellBottomBar({ items, currentId, onMore, moreLabel, moreExpanded }: AppShellBottomBarProps) {
  const intl = useIntl();
  return (
    <BottomBar aria-label={intl.formatMessage({ id: 'ui.appShell.bottomNavigation' })}>
      <BottomList>
        {items.map((item) => (
          <li key={item.id}>
            <BottomLink href={item.href} aria-current={item.id === currentId ? 'page' : undefined}>
              {item.icon ?? <DotIcon />}
              <BottomLabel>{item.label}</BottomLabel>
            </BottomLink>
          </li>
        ))}
        {onMore ? (
          <li>
            <BottomButton type="button" aria-haspopup="dialog" aria-expanded={moreExpanded} onClick={onMore}>
              <MenuIcon />
              <BottomLabel>{moreLabel ?? <FormattedMessage id="ui.appShell.more" />}</BottomLabel>
            </BottomButton>
          </li>
        ) : null}
      </BottomList>
    </BottomBar>
  );
}
