import styled from 'styled-components';

export const NameCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  min-inline-size: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Roles = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const LtrText = styled.bdi`
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;

export const RoleFilter = styled.div`
  min-inline-size: 180px;
`;
