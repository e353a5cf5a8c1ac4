import styled, { css } from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';

export const srOnly = visuallyHidden;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

export const CaptionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Caption = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  &[data-hidden='true'] {
    ${srOnly}
  }
`;

export const SelectionStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const HiddenStatus = styled.p`
  ${srOnly}
`;

/** The one scroll container: both axes, with the header sticky inside it. */
export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Column tracks come through the --dk-cols variable so every row lines up without a class per table. */
export const Table = styled.div`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const HeaderGroup = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: var(--dk-cols);
  align-items: center;
  border-block-end: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  &[data-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[data-windowed='true'] {
    border-block-end-color: ${({ theme }) => theme.colors.borderSubtle};
  }
`;

const cell = css`
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  text-align: start;
  overflow-wrap: anywhere;
  &[data-align='end'] {
    text-align: end;
    justify-content: flex-end;
  }
  &[data-kind='number'],
  &[data-kind='money'] {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  /* Windowed rows have a fixed height: one line each, the rest in an ellipsis. */
  [data-windowed='true'] > & {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Cell = styled.div`
  ${cell}
  color: ${({ theme }) => theme.colors.text};
`;

export const HeaderCell = styled.div`
  ${cell}
  display: flex;
  align-items: center;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: 32px;
  margin-inline: calc(-1 * ${({ theme }) => theme.space[2]});
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  [data-align='end'] > & {
    flex-direction: row-reverse;
    text-align: end;
  }
  & > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-sorted='true'] > svg {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const CheckboxCell = styled.div`
  display: grid;
  place-items: center;
  padding-block: ${({ theme }) => theme.space[2]};
`;

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  inline-size: 20px;
  block-size: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

export const FullRowCell = styled.div`
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space[2]};
`;

export const SkeletonCell = styled.div`
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[3]};
`;
