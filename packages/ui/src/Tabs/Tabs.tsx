import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { List, Panel, Root, TabItem } from './Tabs.styles.ts';

export interface TabsItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: readonly TabsItem[];
  /** The tab list's accessible name, translated (e.g. "Order status"). */
  label: string;
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
}

/**
 * Horizontal tabs on react-aria: arrow keys move between tabs in reading order (Right is
 * "next" in English and Left in Arabic, from the I18nProvider's locale), Home/End jump,
 * disabled tabs are skipped, many tabs scroll sideways.
 */
export function Tabs({ items, label, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // A selected tab that starts (or is set) off-screen in a scrolling list is scrolled to;
  // keyboard focus already scrolls the tabs it moves to.
  // The frame's delay lets react-aria's collection render the tabs first.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const selected = listRef.current?.querySelector('[aria-selected="true"]');
      selected?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedKey]);
  return (
    <Root
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <List ref={listRef} aria-label={label}>
        {items.map((item) => (
          <TabItem key={item.id} id={item.id}>
            {item.label}
          </TabItem>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.id} id={item.id}>
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
