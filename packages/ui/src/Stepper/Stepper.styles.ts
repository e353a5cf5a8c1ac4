import styled from 'styled-components';

export const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

/** The value: a focusable spinbutton; tabular digits so the width does not jump. */
export const Value = styled.div`
  min-inline-size: 3ch;
  padding-inline: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: center;
  white-space: nowrap;
  cursor: default;
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
