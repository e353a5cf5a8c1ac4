import styled from 'styled-components';

/** Colours are the user's, so they go through `style` (no new CSS class per colour). */
export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-inline-size: 100%;
  min-block-size: 24px;
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  /* A hairline keeps very light label colours visible on a white surface. */
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 14%);
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
  line-height: 1.2;
  &[data-fallback='true'] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const ChipText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
