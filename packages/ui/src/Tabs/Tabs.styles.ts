import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs } from 'react-aria-components';
import styled from 'styled-components';

export const Root = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

/** Many or long tabs scroll sideways instead of wrapping; the focused tab scrolls into view. */
export const List = styled(AriaTabList)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scrollbar-width: thin;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const TabItem = styled(AriaTab)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border-block-end: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primary};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textSubtle};
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const Panel = styled(AriaTabPanel)`
  padding-block: ${({ theme }) => theme.space[4]};
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
