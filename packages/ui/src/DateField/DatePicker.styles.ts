import { Button, Calendar, CalendarCell, DatePicker, Dialog, Group, Heading, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldStack, requiredMarker } from '../Select/field.styles.ts';

export const PickerRoot = styled(DatePicker)`
  ${fieldStack}
  ${requiredMarker}
`;

/** Segments and the calendar button in one box; the segments' own box is flattened here. */
export const PickerBox = styled(Group)`
  ${controlBox}
  inline-size: fit-content;
  padding-inline-end: ${({ theme }) => theme.space[1]};
  &[data-focus-within] {
    border-color: ${({ theme }) => theme.colors.focus};
  }
  & > .react-aria-DateInput {
    display: flex;
    align-items: center;
    font-variant-numeric: tabular-nums;
  }
`;

export const CalendarButton = styled(Button)`
  display: inline-grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 20px;
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const CalendarPopover = styled(Popover)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation[3]};
`;

export const CalendarDialog = styled(Dialog)`
  padding: ${({ theme }) => theme.space[3]};
  outline: none;
`;

export const StyledCalendar = styled(Calendar)`
  & header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    margin-block-end: ${({ theme }) => theme.space[2]};
  }
  & table {
    border-collapse: collapse;
  }
  & th {
    padding-block: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typeScale.xs.size};
    font-weight: 600;
  }
`;

export const MonthHeading = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.md.size};
`;

export const MonthButton = styled(Button)`
  display: inline-grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textSubtle};
    cursor: not-allowed;
  }
`;

export const Day = styled(CalendarCell)`
  display: grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: 50%;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;
  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.colors.textSubtle};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;
