import styled from 'styled-components';

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[1]};
  font-weight: 700;
  &[data-required='true']::after {
    content: ' *';
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

/* Side by side when there is room, stacked on narrow screens. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  &[data-required='true']::after {
    content: ' *';
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const control = `
  inline-size: 100%;
  text-align: start;
`;

export const Input = styled.input`
  ${control}
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:lang(ar) {
    font-family: ${({ theme }) => theme.fonts.arabic};
  }
  &:lang(en) {
    font-family: ${({ theme }) => theme.fonts.latin};
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

export const TextArea = styled.textarea`
  ${control}
  min-block-size: 96px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  resize: vertical;
  &:lang(ar) {
    font-family: ${({ theme }) => theme.fonts.arabic};
  }
  &:lang(en) {
    font-family: ${({ theme }) => theme.fonts.latin};
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

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
`;

/* A warning, not an error: amber text and icon, no invalid state on the input. */
export const Hint = styled.p`
  margin: 0;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  svg {
    margin-block-start: 2px;
  }
`;
