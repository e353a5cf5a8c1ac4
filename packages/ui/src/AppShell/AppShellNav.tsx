import type { ReactNode } from 'react';
import { NavList, NavLink } from './AppShell.styles.ts';

export interface AppShellNavItem {
  id: string;
  /** Where the link goes; rendered through the design system's Link, so the app's router link is used. */
  href: string;
  label: ReactNode;
  icon?: ReactNode;
}

export interface AppShellNavProps {
  items: readonly AppShellNavItem[];
  currentId?: string;
  /** Called after a link is followed (the drawer closes itself with it). */
  onFollow?: () => void;
}

/** The list of navigation links; the current page carries aria-current="page". */
export function AppShellNav({ items, currentId, onFollow }: AppShellNavProps) {
  return (
    <NavList>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink href={item.href} aria-current={item.id === currentId ? 'page' : undefined} onClick={onFollow}>
            {item.icon}
            <span>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </NavList>
  );
}
