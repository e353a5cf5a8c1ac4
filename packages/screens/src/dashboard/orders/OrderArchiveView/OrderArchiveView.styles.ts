import styled from 'styled-components';

/** The order number reads left to right in both directions. */
export const Number = styled.span`
  unicode-bidi: isolate;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Customer = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
`;

/** A phone number: left to right in an isolate, quieter than the name. */
export const Muted = styled.span`
  unicode-bidi: isolate;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: start;
`;
