import { Button, Select, SelectValue } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldStack, requiredMarker } from './field.styles.ts';

export const SelectRoot = styled(Select)`
  ${fieldStack}
  ${requiredMarker}
`;

export const Trigger = styled(Button)`
  ${controlBox}
  inline-size: 100%;
  cursor: pointer;
  font: inherit;
  & > svg {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Value = styled(SelectValue)`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
