import styled from 'styled-components';

/** Tones come from theme roles whose text/background pairs reach AA (tokens.test.ts). */
export const BadgeBox = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: 24px;
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  max-inline-size: 100%;
  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-tone='info'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.link};
    border-color: ${({ theme }) => theme.colors.link};
  }
`;

export const BadgeLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const BadgeCount = styled.bdi`
  display: inline-grid;
  place-items: center;
  min-inline-size: 20px;
  padding-inline: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-variant-numeric: tabular-nums;
`;
