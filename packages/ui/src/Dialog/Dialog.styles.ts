import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled, { css } from 'styled-components';

/** Below this width (the `sm` breakpoint) md and lg dialogs fill the screen. */
const phone = '(max-width: 479.98px)';

/**
 * The scrim dims the page: with the text colour in the light theme, with the deepest surface
 * in the dark one (its text colour is light). Shared by Dialog and Drawer.
 */
export const scrim = css`
  background: color-mix(
    in srgb,
    ${({ theme }) => (theme.name === 'dark' ? theme.colors.surfaceSunken : theme.colors.text)} 56%,
    transparent
  );
`;

/** The modal's own `--visual-viewport-height` keeps it above the on-screen keyboard. */
export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  block-size: var(--visual-viewport-height, 100dvh);
  padding: ${({ theme }) => theme.space[4]};
  ${scrim}
  &[data-entering] {
    animation: dk-scrim-in ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  &[data-exiting] {
    animation: dk-scrim-in ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing} reverse;
  }
  @keyframes dk-scrim-in {
    from {
      opacity: 0;
    }
  }
  @media ${phone} {
    padding: 0;
  }
`;

export const Panel = styled(Modal)`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  max-inline-size: 560px;
  max-block-size: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  outline: none;
  &[data-size='sm'] {
    max-inline-size: 420px;
  }
  &[data-size='lg'] {
    max-inline-size: 800px;
  }
  &[data-entering] {
    animation: dk-dialog-in ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  @keyframes dk-dialog-in {
    from {
      opacity: 0;
      transform: translateY(8px) scale(0.98);
    }
  }
  @media ${phone} {
    &[data-size='sm'] {
      max-inline-size: calc(100% - 2 * ${({ theme }) => theme.space[4]});
    }
    &[data-size='md'],
    &[data-size='lg'] {
      max-inline-size: none;
      block-size: 100%;
      border-radius: 0;
    }
  }
`;

export const Section = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-block-size: 0;
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;

export const Title = styled(Heading)`
  flex: 1 1 auto;
  margin: 0;
  padding-block-start: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  line-height: ${({ theme }) => theme.typeScale.lg.line};
  font-weight: 700;
  overflow-wrap: anywhere;
  &:lang(ar) {
    line-height: ${({ theme }) => theme.typeScale.lg.arLine};
  }
`;

export const Description = styled.p`
  margin: 0;
  padding-block-end: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** Long content scrolls here, so the title and the actions stay in view. */
export const Body = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[6]};
  overflow-wrap: anywhere;
  &:empty {
    display: none;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[6]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;
