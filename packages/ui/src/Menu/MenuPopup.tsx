import type { Key, RefObject } from 'react';
import type { MenuItemSpec, MenuProps } from './Menu.tsx';
import { Item, MenuList, MenuPopover, Section, SectionHeader } from './MenuPopup.styles.ts';

/** Where focus lands when the list opens: the first item, the last, or the list itself. */
export type MenuFocus = 'first' | 'last' | true;

export interface MenuPopupProps extends Pick<MenuProps, 'items' | 'onAction'> {
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuId: string;
  triggerId: string;
  /** Open, with where focus goes; null: closed (the popover animates out). */
  focus: MenuFocus | null;
  placement: NonNullable<MenuProps['placement']>;
  onClose: () => void;
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
 * The list of a Menu, loaded on demand (Menu.tsx): react-aria's Menu in a modal Popover placed
 * against the trigger, labelled by it, closed by Escape, a click outside or a chosen item, and
 * giving focus back to the trigger when it closes.
 */
export function MenuPopup({ triggerRef, menuId, triggerId, focus, items, placement, onAction, onClose }: MenuPopupProps) {
  return (
    <MenuPopover
      triggerRef={triggerRef}
      isOpen={focus !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement={placement}
      aria-labelledby={triggerId}
    >
      <MenuList
        id={menuId}
        aria-labelledby={triggerId}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a menu button moves focus into the menu it opens (WAI-ARIA APG)
        autoFocus={focus ?? true}
        onAction={(key: Key) => onAction(String(key))}
        onClose={onClose}
      >
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
  );
}
