import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import styled from 'styled-components';

/** Bottom, inline-end corner (bottom-left in Arabic); full width on phones. */
export const Region = styled(AriaToastRegion)`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space[4]};
  inset-inline-end: ${({ theme }) => theme.space[4]};
  z-index: 200;
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: min(420px, calc(100vw - 2 * ${({ theme }) => theme.space[4]}));
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
` as typeof AriaToastRegion;

export const ToastBox = styled(AriaToast)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  outline: none;
  animation: dk-toast-in ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  @keyframes dk-toast-in {
    from {
      opacity: 0;
      transform: translateY(12px);
    }
  }
  &[data-tone='error'] {
    border-inline-start-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-tone='info'] {
    border-inline-start-color: ${({ theme }) => theme.colors.link};
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
` as typeof AriaToast;

export const ToneIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding-block-start: 10px;
  font-size: 20px;
  color: ${({ theme }) => theme.colors.primary};
  &[data-tone='error'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-tone='info'] {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const Content = styled(AriaToastContent)`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;
`;

export const ToastTitle = styled(Text)`
  font-weight: 700;
`;

export const ToastDescription = styled(Text)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const ActionSlot = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  min-block-size: 44px;
`;
