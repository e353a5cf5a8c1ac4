import styled from 'styled-components';

/** Styles of the form layer's own checkbox; they match TextField's. */
export const ControlDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const ControlError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
`;

export const CheckboxBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

/* 24 px: the WCAG 2.2 minimum target size (2.5.8). */
export const CheckboxInput = styled.input`
  flex: none;
  inline-size: 24px;
  block-size: 24px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 1px;
  }
  &[aria-invalid='true']:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focus};
    outline-width: 3px;
  }
`;

export const CheckboxLabel = styled.label`
  padding-block-start: 1px;
  &[data-required='true']::after {
    content: ' *';
    color: ${({ theme }) => theme.colors.danger};
  }
`;
