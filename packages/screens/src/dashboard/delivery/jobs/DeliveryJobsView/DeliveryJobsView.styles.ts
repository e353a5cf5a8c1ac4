import styled from 'styled-components';

export const Filter = styled.div`
  max-inline-size: 280px;
`;
