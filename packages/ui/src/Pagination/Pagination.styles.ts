import styled from 'styled-components';

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const PageList = styled.ol`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* On narrow screens "Page N of M" says the same in less room. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: none;
  }
`;

export const PageButton = styled.button`
  min-inline-size: 44px;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
`;

export const Gap = styled.li`
  min-inline-size: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '…';
  }
`;

export const PageStatus = styled.p`
  flex-basis: 100%;
  margin: 0;
  text-align: center;
  padding-inline: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const LoadMoreBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[4]};
`;

export const DoneText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-visible {
    outline-offset: 4px;
  }
`;
