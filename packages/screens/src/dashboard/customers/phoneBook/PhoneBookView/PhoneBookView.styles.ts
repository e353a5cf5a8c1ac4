import styled from 'styled-components';

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  max-inline-size: 960px;
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  min-inline-size: 0;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Name = styled.span`
  flex: 1 1 12rem;
  font-weight: 600;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const Phone = styled.bdi`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Muted = styled.p`
  flex: 1 1 100%;
  margin: 0;
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
