import styled from 'styled-components';

export const CardLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]};
  font-weight: 600;
`;

export const Masked = styled.bdi`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
`;

export const Muted = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;
