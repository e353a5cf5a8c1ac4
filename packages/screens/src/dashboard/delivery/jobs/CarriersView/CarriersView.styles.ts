import styled from 'styled-components';

export const CarrierList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Fleet = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;
