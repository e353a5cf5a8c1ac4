/** The rows of the customers area's definition lists (labels, attributes): a heading, then one framed row per item. */
import styled from 'styled-components';

export const Hint = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typeScale.md.size};
  line-height: ${({ theme }) => theme.typeScale.md.line};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  max-inline-size: 880px;
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Name = styled.div`
  flex: 1 1 12rem;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
