import { useId, type ReactNode } from 'react';
import { DotIcon } from '../Icon/icons-dashboard.tsx';
import { Tooltip } from '../Tooltip/index.ts';
import { GroupList, GroupTitle, NavLabel, NavLink, NavList } from './AppShell.styles.ts';

export interface AppShellNavItem {
  id: string;
  /** Where the link goes; rendered through the design system's Link, so the app's router link is used. */
  href: string;
  label: ReactNode;
  /** Decorative; shown before the label, and alone when the navigation is folded to icons. */
  icon?: ReactNode;
}

/** A titled group of links in the side navigation ("Orders": live orders, archive, point of sale). */
export interface AppShellNavGroup {
  id: string;
  label: ReactNode;
  items: readonly AppShellNavItem[];
}

export interface AppShellNavProps {
  /** A flat list of links; left out when `groups` are given. */
  items?: readonly AppShellNavItem[];
  /** Titled groups of links, used instead of `items`. */
  groups?: readonly AppShellNavGroup[];
  currentId?: string;
  /** Called after a link is followed (the drawer closes itself with it). */
  onFollow?: () => void;
  /** Icons only: each label stays the link's name and shows as a tooltip on hover and focus. */
  collapsed?: boolean;
}

interface EntryProps {
  item: AppShellNavItem;
  currentId?: string;
  onFollow?: () => void;
  collapsed: boolean;
}

function NavEntry({ item, currentId, onFollow, collapsed }: EntryProps) {
  const link = (
    <NavLink
      href={item.href}
      aria-current={item.id === currentId ? 'page' : undefined}
      onClick={onFollow}
      data-collapsed={collapsed || undefined}
    >
      {item.icon ?? (collapsed ? <DotIcon /> : null)}
      <NavLabel>{item.label}</NavLabel>
    </NavLink>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip content={item.label} placement="end" delay={300}>
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
}

function NavGroup({ group, ...rest }: Omit<EntryProps, 'item'> & { group: AppShellNavGroup }) {
  const titleId = useId();
  return (
    <li>
      <GroupTitle id={titleId}>{group.label}</GroupTitle>
      <NavList aria-labelledby={titleId}>
        {group.items.map((item) => (
          <NavEntry key={item.id} item={item} {...rest} />
        ))}
      </NavList>
    </li>
  );
}

/** The navigation links, flat or in titled groups; the current page carries aria-current="page". */
export function AppShellNav({ items = [], groups, currentId, onFollow, collapsed = false }: AppShellNavProps) {
  if (groups) {
    return (
      <GroupList data-collapsed={collapsed || undefined}>
        {groups.map((group) => (
          <NavGroup key={group.id} group={group} currentId={currentId} onFollow={onFollow} collapsed={collapsed} />
        ))}
      </GroupList>
    );
  }
  return (
    <NavList>
      {items.map((item) => (
        <NavEntry key={item.id} item={item} currentId={currentId} onFollow={onFollow} collapsed={collapsed} />
      ))}
    </NavList>
  );
}
