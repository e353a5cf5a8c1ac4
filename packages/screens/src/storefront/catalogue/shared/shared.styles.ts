import styled from 'styled-components';

export const PriceBlock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]};
  row-gap: 0;
  min-inline-size: 0;
`;

export const UnitText = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.xs.size};
  line-height: ${({ theme }) => theme.typeScale.xs.line};
  white-space: nowrap;
  :lang(ar) & { line-height: ${({ theme }) => theme.typeScale.xs.arLine}; }
`;

export const Unpriced = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;
