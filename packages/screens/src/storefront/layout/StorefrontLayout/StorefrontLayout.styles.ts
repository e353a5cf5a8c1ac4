import styled from 'styled-components';

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]};
  inset-block-start: -100px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  z-index: 10;
  &:focus {
    inset-block-start: ${({ theme }) => theme.space[2]};
  }
`;

export const Header = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 5;
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

export const Bar = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  min-block-size: 64px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

export const Brand = styled.div`
  flex: 1;
  min-inline-size: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Footer = styled.footer`
  margin-block-start: ${({ theme }) => theme.space[12]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const FooterNav = styled.nav`
  margin-block-end: ${({ theme }) => theme.space[3]};

  & ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Nav = styled.nav`
  display: flex;
`;

export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CartCount = styled.span`
  display: inline-block;
  min-inline-size: 1.5em;
  margin-inline-start: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  text-align: center;
`;

/** The header's search slot: beside the brand on a wide screen, a row of its own on a phone. */
export const Search = styled.div`
  flex: 2 1 16rem;
  min-inline-size: 0;
  max-inline-size: 32rem;
`;
