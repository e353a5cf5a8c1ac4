import styled from 'styled-components';

export const StyledTextArea = styled.textarea`
  display: block;
  inline-size: 100%;
  min-block-size: 88px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  resize: vertical;
  &[data-auto-grow='true'] {
    resize: none;
    overflow-y: hidden;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    cursor: not-allowed;
  }
`;

export const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  & > :first-child {
    flex: 1;
  }
`;

/** The visible counter; the live region below says the same in words. */
export const Counter = styled.span`
  flex: none;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-variant-numeric: tabular-nums;
  &[data-over='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;
