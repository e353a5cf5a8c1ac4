import styled from 'styled-components';
import { visuallyHidden } from '@dukkan/ui';

export const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: 100%;
`;

export const Input = styled.input`
  flex: 1 1 auto;
  min-inline-size: 0;
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

/** The field's name for screen readers; the placeholder shows sighted users what to type. */
export const HiddenLabel = styled.label`
  ${visuallyHidden}
`;
