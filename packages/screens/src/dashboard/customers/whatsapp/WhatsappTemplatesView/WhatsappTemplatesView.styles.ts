import styled from 'styled-components';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

export const Note = styled.p`
  margin: 0;
  margin-block-start: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  margin-block-start: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FilterField = styled.div`
  min-inline-size: 11rem;
`;

export const Hint = styled.p`
  margin: 0;
  margin-block-end: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
