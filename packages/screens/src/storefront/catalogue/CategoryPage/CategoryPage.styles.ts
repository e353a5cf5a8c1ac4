import styled from 'styled-components';

/** Smallest card, and the gap between cards: two columns fit a 360 px phone. */
export const CARD_MIN_INLINE_SIZE = 150;
export const CARD_GAP = 12;

export const Page = styled.main`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xxl.size};
  line-height: ${({ theme }) => theme.typeScale.xxl.line};
  overflow-wrap: anywhere;
  :lang(ar) & {
    line-height: ${({ theme }) => theme.typeScale.xxl.arLine};
  }
`;

export const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Chip = styled.button`
  min-block-size: 36px;
  max-inline-size: 100%;
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** A plain grid of cards, for small categories. */
export const PlainGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${CARD_GAP}px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${CARD_MIN_INLINE_SIZE}px), 1fr));
`;

/**
 * The windowed grid: as tall as every row would be; only the rows near the viewport are in
 * it, pushed down by padding. Column count, padding and height come through `style`.
 */
export const WindowGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  align-content: start;
  gap: ${CARD_GAP}px;
  grid-template-columns: repeat(var(--columns, 2), minmax(0, 1fr));
`;

/** A control that keyboard focus scrolls in stays clear of the sticky page header. */
export const Item = styled.li`
  min-inline-size: 0;
  a,
  button,
  [role='spinbutton'] {
    scroll-margin-block: 96px 24px;
  }
`;

export const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
