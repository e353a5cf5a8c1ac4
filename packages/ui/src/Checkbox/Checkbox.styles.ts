import { CheckboxButton, CheckboxField, CheckboxGroup } from 'react-aria-components';
import styled from 'styled-components';
import { fieldStack, requiredMarker } from '../Select/field.styles.ts';

export const CheckRoot = styled(CheckboxField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  & > .react-aria-Text {
    padding-inline-start: 32px;
  }
  & > .react-aria-FieldError {
    padding-inline-start: 32px;
  }
`;

/** The box; 3:1 against the surface (WCAG 1.4.11), filled with primary when checked. */
export const Box = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 22px;
  block-size: 22px;
  margin-block-start: 1px;
  border: 2px solid ${({ theme }) => theme.colors.textSubtle};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 16px;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
`;

export const CheckButton = styled(CheckboxButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 24px;
  padding-block: ${({ theme }) => theme.space[1]};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &[data-hovered]:not([data-disabled]) ${Box} {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] ${Box} {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-invalid] ${Box} {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &[data-disabled] ${Box} {
    opacity: 0.55;
  }
  &[data-required] > span:last-child::after {
    content: ' *' / '';
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const GroupRoot = styled(CheckboxGroup)`
  ${fieldStack}
  ${requiredMarker}
`;

export const Items = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[6]};
  }
`;
