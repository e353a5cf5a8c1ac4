import styled from 'styled-components';

export const AlertBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-block-start: 2px;
    color: ${({ theme }) => theme.colors.danger};
  }
  /* Empty, the alert region stays in the accessibility tree (so a new error is announced) but takes no room. */
  &:empty {
    position: absolute;
    padding: 0;
    border: 0;
  }
`;
