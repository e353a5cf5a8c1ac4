export { AppShell, type AppShellProps } from './AppShell.tsx';
export { AppShellNav, type AppShellNavItem, type AppShellNavProps } from './AppShellNav.tsx';
