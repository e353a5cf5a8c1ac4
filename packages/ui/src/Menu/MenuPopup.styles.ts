import {
  Header as AriaHeader,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover as AriaPopover,
  Separator as AriaSeparator,
} from 'react-aria-components';
import styled from 'styled-components';

/*
 * A width of its own (max-content, clamped) rather than shrink-to-fit: in RTL react-aria
 * positions with \`right\`, and a width that depends on that offset re-triggers its
 * ResizeObserver in a loop.
 */
export const MenuPopover = styled(AriaPopover)`
  inline-size: max-content;
  min-inline-size: max(200px, var(--trigger-width));
  max-inline-size: min(360px, calc(100vw - 2 * ${({ theme }) => theme.space[4]}));
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation[2]};
  &[data-entering] {
    animation: dk-menu-in ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  @keyframes dk-menu-in {
    from {
      opacity: 0;
      transform: translateY(-4px);
    }
  }
`;

export const MenuList = styled(AriaMenu)`
  outline: none;
`;

export const Item = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  & > svg {
    font-size: 18px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  &[data-destructive] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-destructive] > svg {
    color: inherit;
  }
  &[data-destructive][data-focused] {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textSubtle};
    cursor: not-allowed;
  }
  &[data-disabled] > svg {
    color: inherit;
  }
`;

export const Section = styled(AriaMenuSection)`
  &:not(:first-child) {
    margin-block-start: ${({ theme }) => theme.space[1]};
    padding-block-start: ${({ theme }) => theme.space[1]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

export const SectionHeader = styled(AriaHeader)`
  padding-block: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.xs.size};
  font-weight: 700;
`;

export const Divider = styled(AriaSeparator)`
  margin-block: ${({ theme }) => theme.space[1]};
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;
