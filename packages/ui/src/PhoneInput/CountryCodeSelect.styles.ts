import { Button, Select } from 'react-aria-components';
import styled from 'styled-components';
import { codeButtonCss } from './PhoneInput.styles.ts';

export const CodeSelect = styled(Select)`
  display: flex;
  flex: none;
`;

export const CodeButton = styled(Button)`
  ${codeButtonCss}
  [data-disabled] > & {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    cursor: not-allowed;
  }
`;

export const CountryCode = styled.bdi`
  margin-inline-start: auto;
  padding-inline-start: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
