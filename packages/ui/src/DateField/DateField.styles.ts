import { DateField, DateInput, DateSegment, TimeField } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { controlBox, fieldStack, requiredMarker } from '../Select/field.styles.ts';

export const DateRoot = styled(DateField)`
  ${fieldStack}
  ${requiredMarker}
`;

export const TimeRoot = styled(TimeField)`
  ${fieldStack}
  ${requiredMarker}
`;

/** The segments' box; react-aria orders the segments for the locale and isolates them. */
export const Segments = styled(DateInput)`
  ${controlBox}
  gap: 0;
  inline-size: fit-content;
  min-inline-size: 12rem;
  font-variant-numeric: tabular-nums;
  &[data-focus-within] {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const segment = css`
  padding-inline: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  caret-color: transparent;
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* 24 px wide at least: WCAG 2.2 target size, and an hour "9" is narrow. */
  &:not([data-type='literal']) {
    display: inline-block;
    min-inline-size: 24px;
    text-align: center;
  }
  &[data-type='literal'] {
    padding-inline: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* The focused segment is filled: a focus indicator that reads as "this part changes". */
  &:focus,
  &[data-focused] {
    outline: none;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

export const Segment = styled(DateSegment)`
  ${segment}
`;
