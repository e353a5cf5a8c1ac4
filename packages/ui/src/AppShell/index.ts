export { AppShell, type AppShellBottomBar, type AppShellProps } from './AppShell.tsx';
export { AppShellNav, type AppShellNavGroup, type AppShellNavItem, type AppShellNavProps } from './AppShellNav.tsx';
