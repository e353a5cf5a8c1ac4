import styled from 'styled-components';

export { Actions, Count, Hint, Name, Row, Rows } from '../../shared/definitionRows.styles';

export const Meta = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 14rem;
  min-inline-size: 0;
  overflow-wrap: anywhere;

  strong {
    font-weight: 600;
  }
`;

export const Options = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
