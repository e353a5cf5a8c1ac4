import styled from 'styled-components';

/** The phone number inside the sentence: isolated left-to-right, never broken. */
export const SentTo = styled.bdi`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

export const ResendRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Countdown = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  bdi {
    font-variant-numeric: tabular-nums;
  }
`;

export const SentNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  /* Empty, the live region stays in the accessibility tree but takes no room. */
  &:empty {
    position: absolute;
  }
`;
