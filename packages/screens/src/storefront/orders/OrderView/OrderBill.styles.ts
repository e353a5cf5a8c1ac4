import styled from 'styled-components';

export const BillList = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const BillRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  dt, dd { margin: 0; }
  &[data-total='true'] {
    padding-block-start: ${({ theme }) => theme.space[2]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 700;
    font-size: ${({ theme }) => theme.typeScale.lg.size};
  }
`;
