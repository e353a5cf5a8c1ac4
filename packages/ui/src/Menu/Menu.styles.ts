import styled from 'styled-components';

/**
 * The trigger looks like the secondary Button. It is all of the menu a first page loads; the
 * list and its popover arrive with the first hover, focus or press (MenuPopup.tsx). A native
 * button, as the design system's Button: react-aria's would bring its press, hover and focus
 * machinery (about 5 KB brotli) to every first page with a menu in its header (issue #17). The
 * focus ring is the global `:focus-visible` one.
 */
export const TriggerButton = styled.button`
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
  &:hover:not(:disabled),
  &:active:not(:disabled),
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
