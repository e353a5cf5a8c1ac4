import { FieldError, Label, Popover, Text } from 'react-aria-components';
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

/**
 * The popover of a listbox (Select, Combobox, the phone country code). Styles reach the
 * react-aria listbox and options by their default class names, so one static class serves
 * every list.
 */
export const ListPopover = styled(Popover)`
  min-inline-size: var(--trigger-width);
  max-inline-size: min(90vw, 28rem);
  max-block-size: 320px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation[3]};

  .react-aria-ListBox {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space[1]};
    outline: none;
  }
  .react-aria-ListBoxItem {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-block-size: 44px;
    padding-block: ${({ theme }) => theme.space[2]};
    padding-inline: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
    overflow-wrap: anywhere;
    outline: none;
  }
  .react-aria-ListBoxItem[data-focused] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  .react-aria-ListBoxItem[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  .react-aria-ListBoxItem[data-selected] {
    font-weight: 600;
  }
  .react-aria-ListBoxItem[data-disabled] {
    color: ${({ theme }) => theme.colors.textSubtle};
    cursor: not-allowed;
  }
`;

/** A listbox's empty or loading line. */
export const ListNote = styled.div`
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

/** The check shown beside the selected option; it keeps its place when not selected. */
export const OptionCheck = styled.span`
  display: inline-flex;
  flex: none;
  inline-size: 1em;
  color: ${({ theme }) => theme.colors.primary};
`;

export { VisuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';
