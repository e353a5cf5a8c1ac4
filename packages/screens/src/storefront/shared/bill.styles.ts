import styled from 'styled-components';

/** A bill as a description list: one row per line, the total emphasised (`data-total`). */
export const BillList = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const BillRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  &[data-total] {
    padding-block-start: ${({ theme }) => theme.space[3]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 700;
  }
  &[data-total] dt {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typeScale.lg.size};
  }
`;
