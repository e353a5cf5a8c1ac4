import styled from 'styled-components';

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
`;

export const GroupLabel = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

/** Boxes run left to right in both languages, as the code is written in the SMS. */
export const Boxes = styled.div`
  display: flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Box = styled.input`
  inline-size: 44px;
  block-size: 52px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.textSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typeScale.xl.size};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: ${({ theme }) => theme.colors.primary};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    cursor: not-allowed;
  }
  &:read-only {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;

export const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;
