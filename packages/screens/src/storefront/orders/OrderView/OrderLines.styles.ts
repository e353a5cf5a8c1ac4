import styled from 'styled-components';

export const LineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

/** Name and details take the free space; quantity and price keep their size and wrap below on phones. */
export const Line = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  &:last-child {
    border-block-end: 0;
  }
`;

export const LineMain = styled.div`
  flex: 1 1 14rem;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const LineName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const AddonList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  overflow-wrap: anywhere;
`;

export const Quantity = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const LinePrice = styled.span`
  margin-inline-start: auto;
  font-weight: 600;
`;
