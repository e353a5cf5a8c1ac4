import { Button, ComboBox, Input } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldStack, requiredMarker } from '../Select/field.styles.ts';

export const ComboRoot = styled(ComboBox)`
  ${fieldStack}
  ${requiredMarker}
`;

export const InputBox = styled.div`
  ${controlBox}
  padding-inline-end: ${({ theme }) => theme.space[1]};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

export const SearchInput = styled(Input)`
  flex: 1;
  min-inline-size: 0;
  min-block-size: 36px;
  border: 0;
  background: transparent;
  text-align: start;
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

export const OpenButton = styled(Button)`
  display: inline-grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;

export const BusyMark = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;
