import styled from 'styled-components';

export const FilterField = styled.div`
  min-inline-size: 170px;
  flex: 1 1 170px;
  max-inline-size: 240px;
`;
