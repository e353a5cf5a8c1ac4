import styled from 'styled-components';

export { Muted, Names } from '../shared/ProductNameCell.styles.ts';

export const Code = styled.span`
  unicode-bidi: isolate;
  font-variant-numeric: tabular-nums;
`;

export const FilterField = styled.div`
  min-inline-size: 12rem;
`;

export const RowActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;
