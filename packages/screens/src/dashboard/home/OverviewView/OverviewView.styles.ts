import styled from 'styled-components';

export const Roles = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
`;

export const Shortcuts = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
`;
