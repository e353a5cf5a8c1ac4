import styled from 'styled-components';

export const Figures = styled.div`
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

/** Ids read left to right in both directions, and break anywhere rather than widen the table. */
export const Ltr = styled.span`
  unicode-bidi: isolate;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  text-align: start;
`;
