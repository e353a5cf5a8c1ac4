import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';

/**
 * The trigger looks like the secondary Button. It is all of the menu a first page loads; the
 * list and its popover arrive with the first hover, focus or press (MenuPopup.tsx).
 */
export const TriggerButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 44px;
  min-inline-size: 44px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  &[data-icon-only] {
    padding-inline: 0;
    font-size: 20px;
  }
  &[data-hovered],
  &[data-pressed],
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
