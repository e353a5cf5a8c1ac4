import styled from 'styled-components';

export const Amount = styled.span`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-size='sm'] {
    font-size: ${({ theme }) => theme.typeScale.sm.size};
  }
  &[data-size='md'] {
    font-size: ${({ theme }) => theme.typeScale.md.size};
  }
  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.typeScale.xl.size};
  }
`;

export const Now = styled.bdi`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  &[data-tone='offer'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-tone='discount'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Was = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85em;
  font-weight: 400;
`;
