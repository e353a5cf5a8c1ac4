import { FieldError, Label, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

/*
 * The parts every react-aria field of the inputs group shares (Select, Combobox, Checkbox,
 * RadioGroup, Switch, PhoneInput, DateField, TimeField): label, description, error, the boxed
 * control and the listbox popover. They look like TextField's parts so a form reads as one.
 */

export const fieldStack = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldLabel = styled(Label)`
  font-weight: 600;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Goes on a field root that carries react-aria's data-required. The asterisk is visual only
 * (its alternative text is empty); the control's required state is what assistive tech reads.
 */
export const requiredMarker = css`
  &[data-required] > ${FieldLabel}::after, &[data-required] > * > ${FieldLabel}::after {
    content: ' *' / '';
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldDescription = styled(Text).attrs({ slot: 'description' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const FieldErrorText = styled(FieldError)`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
`;

/** The bordered box of a text-like control; the root's data-invalid / data-disabled restyle it. */
export const controlBox = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }
  [data-disabled] > & {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    cursor: not-allowed;
  }
`;

export { VisuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';
