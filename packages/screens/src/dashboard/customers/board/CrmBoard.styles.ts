import styled from 'styled-components';

/** One card's row in a windowed column: the card's fixed block size plus the gap under it. */
export const CARD_BLOCK_PX = 152;
export const CARD_GAP_PX = 8;
export const ROW_PX = CARD_BLOCK_PX + CARD_GAP_PX;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  > :first-child {
    flex: 0 1 18rem;
  }
`;

/** The columns side by side (scrolling sideways if they must), stacked on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(16rem, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  overflow-x: auto;
  padding-block-end: ${({ theme }) => theme.space[2]};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-auto-flow: row;
    grid-auto-columns: auto;
    overflow-x: visible;
  }
`;

export const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-block-start: 4px solid var(--stage-color);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  outline: 2px dashed transparent;
  outline-offset: 2px;
  &[data-over='true'] {
    outline-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const ColumnHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 2.25rem;
`;

export const ColumnHeading = styled.h2`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.md.size};
  line-height: ${({ theme }) => theme.typeScale.md.line};
  > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const DropHint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  overflow-wrap: anywhere;
`;

/** The scrolling window of a column: only the cards in view (and a few more) are in the page. */
export const CardWindow = styled.div`
  position: relative;
  max-block-size: min(36rem, 70vh);
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const CardList = styled.ol`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardRow = styled.li`
  position: absolute;
  inset-inline: 0;
  block-size: ${CARD_BLOCK_PX}px;
`;

export const ColumnEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const CardBox = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  box-sizing: border-box;
  block-size: 100%;
  padding: ${({ theme }) => theme.space[3]};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  &[data-moving='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
    opacity: 0.85;
  }
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CardName = styled.h3`
  flex: 1 1 auto;
  min-inline-size: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typeScale.md.size};
  line-height: ${({ theme }) => theme.typeScale.md.line};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The drag handle: touch drags it without scrolling the page; the rest of the card scrolls as usual. */
export const Handle = styled.span`
  display: contents;
  button {
    touch-action: none;
    cursor: grab;
  }
  button[data-moving='true'] {
    cursor: grabbing;
  }
`;

export const CardLine = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  line-height: ${({ theme }) => theme.typeScale.sm.line};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Labels = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  overflow: hidden;
  list-style: none;
  li {
    flex: none;
    max-inline-size: 8rem;
    overflow: hidden;
    white-space: nowrap;
  }
`;

export const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  &:empty {
    display: none;
  }
`;

/** Live regions and instructions for screen readers: in the page, taking no room. */
export const ScreenReaderOnly = styled.div`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  margin: 0;
`;

export const DialogFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
