import styled from 'styled-components';

/** The price line, one styled root (it mounts with every card); its parts are marked `data-part`. */
export const PriceBlock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]};
  row-gap: 0;
  min-inline-size: 0;

  [data-part='unit'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typeScale.xs.size};
    line-height: ${({ theme }) => theme.typeScale.xs.line};
    white-space: nowrap;
  }
  :lang(ar) & [data-part='unit'] {
    line-height: ${({ theme }) => theme.typeScale.xs.arLine};
  }
  [data-part='unpriced'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typeScale.sm.size};
  }
`;
