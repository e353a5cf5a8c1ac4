import styled from 'styled-components';

export const Amount = styled.span`
  display: inline-flex;
  align-items: baseline;
  font-weight: 700;
  white-space: nowrap;
  /* A credit is green, sign and figure alike (Money paints its own figure in the text colour). */
  &[data-kind='credit'],
  &[data-kind='credit'] bdi {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
