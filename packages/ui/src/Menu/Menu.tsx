import type { Key, ReactNode } from 'react';
import { MenuTrigger } from 'react-aria-components';
import { Item, MenuList, MenuPopover, Section, SectionHeader, TriggerButton } from './Menu.styles.ts';

export interface MenuItemSpec {
  id: string;
  /** Translated text; also what typeahead matches. */
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** A danger action (delete, cancel an order), painted red. */
  destructive?: boolean;
  isDisabled?: boolean;
}

export interface MenuSectionSpec {
  id: string;
  /** A visible, translated header that also names the group. */
  title: string;
  items: readonly MenuItemSpec[];
}

export interface MenuProps {
  /** The trigger's translated text, or its accessible name when `iconOnly`. */
  label: string;
  /** An icon in the trigger, e.g. the "more" dots. */
  icon?: ReactNode;
  iconOnly?: boolean;
  /** Items, or sections of items with headers. */
  items: readonly (MenuItemSpec | MenuSectionSpec)[];
  onAction: (id: string) => void;
  isDisabled?: boolean;
  /** Opens on mount (for stories and tests). */
  defaultOpen?: boolean;
  /** Where the list opens; start/end follow the direction. */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

function MenuEntryItem({ item }: { item: MenuItemSpec }) {
  return (
    <Item id={item.id} textValue={item.label} isDisabled={item.isDisabled} data-destructive={item.destructive || undefined}>
      {item.icon}
      {item.label}
    </Item>
  );
}

/**
 * An actions menu on react-aria's MenuTrigger + Menu in a Popover: Enter, Space or
 * ArrowDown open it, arrows move, typing jumps to an item, Escape closes, focus returns
 * to the trigger; disabled items are skipped.
 */
export function Menu({ label, icon, iconOnly = false, items, onAction, isDisabled, defaultOpen, placement = 'bottom start' }: MenuProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <TriggerButton isDisabled={isDisabled} aria-label={iconOnly ? label : undefined} data-icon-only={iconOnly || undefined}>
        {icon}
        {iconOnly ? null : label}
      </TriggerButton>
      <MenuPopover placement={placement}>
        <MenuList onAction={(key: Key) => onAction(String(key))}>
          {items.map((entry) =>
            'items' in entry ? (
              <Section key={entry.id} id={entry.id}>
                <SectionHeader>{entry.title}</SectionHeader>
                {entry.items.map((item) => (
                  <MenuEntryItem key={item.id} item={item} />
                ))}
              </Section>
            ) : (
              <MenuEntryItem key={entry.id} item={entry} />
            ),
          )}
        </MenuList>
      </MenuPopover>
    </MenuTrigger>
  );
}
