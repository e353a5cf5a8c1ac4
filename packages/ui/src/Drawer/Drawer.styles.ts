import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';
import { scrim } from '../Dialog/Dialog.styles.ts';

export const DrawerOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  justify-content: flex-end;
  block-size: var(--visual-viewport-height, 100dvh);
  ${scrim}
  &[data-placement='start'] {
    justify-content: flex-start;
  }
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
`;

/**
 * The sheet slides in from its own edge: the inline end is the right in English and the
 * left in Arabic, so the distance it travels flips with the direction. The global
 * reduced-motion rule collapses the slide to nothing.
 */
export const DrawerPanel = styled(Modal)`
  --dk-slide: 100%;
  display: flex;
  flex-direction: column;
  inline-size: min(100%, 400px);
  block-size: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  outline: none;
  &[data-size='sm'] {
    inline-size: min(100%, 320px);
  }
  &[data-size='lg'] {
    inline-size: min(100%, 560px);
  }
  &[data-placement='start'] {
    --dk-slide: -100%;
  }
  &:dir(rtl) {
    --dk-slide: -100%;
  }
  &[data-placement='start']:dir(rtl) {
    --dk-slide: 100%;
  }
  &[data-entering] {
    animation: dk-drawer-in ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
  &[data-exiting] {
    animation: dk-drawer-in ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing} reverse;
  }
  @keyframes dk-drawer-in {
    from {
      transform: translateX(var(--dk-slide));
    }
  }
`;

export const DrawerSection = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-block-size: 0;
  outline: none;
`;
