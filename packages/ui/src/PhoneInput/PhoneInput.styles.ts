import styled, { css } from 'styled-components';
import { Input } from '../TextField/TextField.styles.ts';

/** Code then number, left to right in both languages, as a phone number is written. */
export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

/**
 * The calling-code button's look, shared by the picker (CountryCodeSelect.styles.ts, loaded
 * after the first render) and the plain button that stands in for it until then.
 */
export const codeButtonCss = css`
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
`;

/** Stands in for the picker for the one round trip its code takes (same size, same text). */
export const PendingCodeButton = styled.button`
  ${codeButtonCss}
  flex: none;
  &:disabled {
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
