/**
 * The lists of Select, Combobox and the phone country code, apart from the field styles: a
 * text field or a radio group on a first page does not bring react-aria's popover with it
 * (issue #17).
 */
import { Popover } from 'react-aria-components';
import styled from 'styled-components';

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
