import styled from 'styled-components';
import { Link } from '../Link/index.ts';
import { visuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';

/**
 * The shell answers to its own width (a container query), not the window's: a story can
 * show the phone layout in a 360 px box, and a host can embed the shell in a narrower frame.
 */
export const narrow = '@container dk-shell (max-width: 767.98px)';

export const Root = styled.div`
  container: dk-shell / inline-size;
  position: relative;
  min-block-size: 100dvh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  /* With a bottom bar the layout fills what the bar leaves of the screen (see BottomBar). */
  &[data-bottom-bar] {
    display: flex;
    flex-direction: column;
  }
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 256px minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas: 'header header' 'nav main';
  min-block-size: 100dvh;
  &[data-nav-collapsed] {
    grid-template-columns: 72px minmax(0, 1fr);
  }
  /* A fold kept from a wider screen changes nothing on a phone: the navigation is in the drawer. */
  ${narrow} {
    &,
    &[data-nav-collapsed] {
      grid-template-columns: minmax(0, 1fr);
    }
    grid-template-areas: 'header' 'main';
  }
  [data-bottom-bar] > & {
    flex: 1 0 auto;
    ${narrow} {
      min-block-size: 0;
    }
  }
`;

/** Off-screen until focused, then the first thing on the page. */
export const SkipLink = styled.a`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[2]};
  inset-inline-start: ${({ theme }) => theme.space[2]};
  z-index: 50;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

export const HeaderBar = styled.header`
  grid-area: header;
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: 64px;
  padding-inline: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const MenuButtonSlot = styled.div`
  display: none;
  ${narrow} {
    display: flex;
  }
`;

export const Brand = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The side navigation sits at the inline start: the left in English, the right in Arabic. */
export const SideNav = styled.nav`
  grid-area: nav;
  position: sticky;
  inset-block-start: 64px;
  align-self: start;
  max-block-size: calc(100dvh - 64px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  block-size: 100%;
  &[data-collapsed] {
    padding-inline: ${({ theme }) => theme.space[2]};
  }
  ${narrow} {
    display: none;
  }
`;

/** The fold toggle, at the top of the side navigation: at its end, or centred over the icons. */
export const CollapseRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-end: ${({ theme }) => theme.space[2]};
  [data-collapsed] > & {
    justify-content: center;
  }
`;

/** Titled groups of links; folded to icons, a rule separates them and the titles are read only. */
export const GroupList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-collapsed] {
    gap: ${({ theme }) => theme.space[2]};
  }
  &[data-collapsed] > li + li {
    padding-block-start: ${({ theme }) => theme.space[2]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

export const GroupTitle = styled.div`
  margin-block-end: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.xs.size};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  overflow-wrap: anywhere;
  &:lang(ar) {
    letter-spacing: 0;
  }
  [data-collapsed] > li > & {
    ${visuallyHidden}
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
  & > svg {
    font-size: 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[aria-current='page'] {
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  &[aria-current='page'] > svg {
    color: inherit;
  }
  &[data-collapsed] {
    justify-content: center;
    padding-inline: 0;
  }
`;

/** The link's text; folded to icons it stays the link's name, out of sight (a tooltip shows it). */
export const NavLabel = styled.span`
  [data-collapsed] > & {
    ${visuallyHidden}
  }
`;

export const Main = styled.main`
  grid-area: main;
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[6]};
  outline: none;
  ${narrow} {
    padding: ${({ theme }) => theme.space[4]};
    /* Keyboard focus never lands behind the phone's bottom bar (WCAG 2.4.11). */
    [data-bottom-bar] & :focus {
      scroll-margin-block-end: 96px;
    }
  }
`;
