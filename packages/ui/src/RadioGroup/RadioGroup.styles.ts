import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { fieldStack, requiredMarker } from '../Select/field.styles.ts';

export const GroupRoot = styled(RadioGroup)`
  ${fieldStack}
  ${requiredMarker}
`;

export const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  [data-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[6]};
  }
`;

export const OptionRoot = styled(RadioField)`
  display: flex;
  flex-direction: column;
  & > .react-aria-Text {
    padding-inline-start: 32px;
  }
`;

/** The ring; 3:1 against the surface (WCAG 1.4.11), a filled dot when chosen. */
export const Dot = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 22px;
  block-size: 22px;
  margin-block-start: 1px;
  border: 2px solid ${({ theme }) => theme.colors.textSubtle};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  &::after {
    content: '';
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: transparent;
  }
`;

export const OptionButton = styled(RadioButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[1]};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &[data-selected] ${Dot} {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-selected] ${Dot}::after {
    background: ${({ theme }) => theme.colors.primary};
  }
  &[data-hovered]:not([data-disabled]) ${Dot} {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] ${Dot} {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-invalid] ${Dot} {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &[data-disabled] ${Dot} {
    opacity: 0.55;
  }
`;
