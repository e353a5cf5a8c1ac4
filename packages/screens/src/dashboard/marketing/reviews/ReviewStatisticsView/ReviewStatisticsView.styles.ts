import styled from 'styled-components';

export const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

export const Tile = styled.div`
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
    line-height: ${({ theme }) => theme.typeScale.lg.line};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-block-start: ${({ theme }) => theme.space[4]};
`;
