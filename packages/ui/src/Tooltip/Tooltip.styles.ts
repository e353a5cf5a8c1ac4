import { Tooltip as AriaTooltip } from 'react-aria-components';
import styled from 'styled-components';

/**
 * Inverse colours (text on the page's text colour) for a clear edge on any surface. A width
 * of its own, not shrink-to-fit, so react-aria's RTL positioning (with \`right\`) does not
 * loop its ResizeObserver.
 */
export const Bubble = styled(AriaTooltip)`
  inline-size: max-content;
  max-inline-size: min(280px, calc(100vw - 2 * ${({ theme }) => theme.space[4]}));
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  line-height: ${({ theme }) => theme.typeScale.sm.line};
  overflow-wrap: anywhere;
  box-shadow: ${({ theme }) => theme.elevation[2]};
  &:lang(ar) {
    line-height: ${({ theme }) => theme.typeScale.sm.arLine};
  }
  &[data-entering] {
    animation: dk-tooltip-in ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  &[data-exiting] {
    animation: dk-tooltip-in ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing} reverse;
  }
  @keyframes dk-tooltip-in {
    from {
      opacity: 0;
    }
  }
`;
