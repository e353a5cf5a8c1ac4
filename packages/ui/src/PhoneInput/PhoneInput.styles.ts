import { Button, Select } from 'react-aria-components';
import styled from 'styled-components';
import { Input } from '../TextField/TextField.styles.ts';

/** Code then number, left to right in both languages, as a phone number is written. */
export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

export const CodeSelect = styled(Select)`
  display: flex;
  flex: none;
`;

export const CodeButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  & > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-disabled] > & {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    cursor: not-allowed;
  }
`;

export const NumberInput = styled(Input)`
  flex: 1;
  min-inline-size: 0;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
`;

export const CountryCode = styled.bdi`
  margin-inline-start: auto;
  padding-inline-start: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
