import styled from 'styled-components';

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 1;
  min-inline-size: 0;
`;

export const Subject = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Note = styled.p`
  grid-column: 1;
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const When = styled.time`
  grid-column: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 2;
  grid-row: 1 / span 3;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-column: 1;
    grid-row: auto;
  }
`;
