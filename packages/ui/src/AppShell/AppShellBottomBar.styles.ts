import styled from 'styled-components';
import { Link } from '../Link/index.ts';
import { narrow } from './AppShell.styles.ts';

/**
 * The phone's bottom bar. Sticky at the end of the shell rather than fixed to the window: it
 * stays on screen while the page scrolls, takes its own room (no padding to guess under the
 * content), and follows the shell's width, which is what the container query measures.
 */
export const BottomBar = styled.nav`
  display: none;
  ${narrow} {
    position: sticky;
    inset-block-end: 0;
    z-index: 10;
    display: block;
    padding-block-end: env(safe-area-inset-bottom, 0px);
    background: ${({ theme }) => theme.colors.surface};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const BottomList = styled.ul`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const bottomTarget = `
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  inline-size: 100%;
  min-block-size: 56px;
  padding-block: 6px;
  padding-inline: 4px;
  border: 0;
  border-block-start: 3px solid transparent;
  background: none;
  font: inherit;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  & > svg {
    font-size: 22px;
  }
  /* At the screen's edge: the focus ring goes inside. */
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const BottomLink = styled(Link)`
  ${bottomTarget}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.xs.size};
  font-weight: 600;
  &[aria-current='page'] {
    border-block-start-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export const BottomButton = styled.button`
  ${bottomTarget}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.xs.size};
  font-weight: 600;
`;

/** Two lines at most: the full label stays the link's name. */
export const BottomLabel = styled.span`
  display: -webkit-box;
  overflow: hidden;
  max-inline-size: 100%;
  line-height: ${({ theme }) => theme.typeScale.xs.line};
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  &:lang(ar) {
    line-height: ${({ theme }) => theme.typeScale.xs.arLine};
  }
`;
