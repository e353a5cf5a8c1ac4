import type { ReactNode } from 'react';
import styled from 'styled-components';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typeScale.sm.size};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typeScale.lg.size};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export interface MoneyFigure {
  id: string;
  label: ReactNode;
  /** Already isolated (<Money>, <bdi>). */
  value: ReactNode;
}

/** A row of labelled figures (a description list), e.g. the totals of the filtered range. */
export function MoneyFigures({ figures, label }: { figures: readonly MoneyFigure[]; label?: string }) {
  return (
    <Tiles aria-label={label}>
      {figures.map((figure) => (
        <Tile key={figure.id}>
          <dt>{figure.label}</dt>
          <dd data-figure={figure.id}>{figure.value}</dd>
        </Tile>
      ))}
    </Tiles>
  );
}
