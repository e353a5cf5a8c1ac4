import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { TriggerButton } from './Menu.styles.ts';
import type { MenuFocus } from './MenuPopup.tsx';

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

const loadPopup = () => import('./MenuPopup.tsx');
const MenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.MenuPopup })));

/**
 * An actions menu: a button that opens react-aria's Menu in a Popover. Enter, Space or
 * ArrowDown open it on the first item, ArrowUp on the last; arrows move, typing jumps to an
 * item, Escape or a click outside closes it, and focus returns to the button; disabled items
 * are skipped.
 *
 * The button is the whole of the menu on a first page: the list, its popover and react-aria's
 * collection and selection code (about 40 KB brotli, most of the storefront header's weight)
 * load on the first hover, focus or press, so a page with a menu in its header does not pay for
 * it before it can render (issue #17). The button carries the menu-button semantics itself
 * (`aria-haspopup`, `aria-expanded`, `aria-controls`), as react-aria's MenuTrigger would.
 */
export function Menu({ label, icon, iconOnly = false, items, onAction, isDisabled, defaultOpen, placement = 'bottom start' }: MenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  // Where focus goes when the list opens, or null while it is closed.
  const [focus, setFocus] = useState<MenuFocus | null>(defaultOpen ? true : null);
  // Mounted from the first opening on, so the list can animate out when it closes.
  const [mounted, setMounted] = useState(Boolean(defaultOpen));
  const open = (where: MenuFocus) => {
    setMounted(true);
    setFocus(where);
  };
  const preload = () => void loadPopup();
  const isOpen = focus !== null;
  return (
    <>
      <TriggerButton
        ref={triggerRef}
        type="button"
        id={`${id}-trigger`}
        disabled={isDisabled}
        aria-label={iconOnly ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-menu` : undefined}
        data-icon-only={iconOnly || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        // Enter, Space or a screen reader's activation (a click with no pointer, `detail` 0) puts
        // focus on the first item; a pointer's click on the list.
        onClick={(event: MouseEvent) => open(event.detail === 0 ? 'first' : true)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          open(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        {icon}
        {iconOnly ? null : label}
      </TriggerButton>
      {mounted ? (
        <Suspense fallback={null}>
          <MenuPopup
            triggerRef={triggerRef}
            menuId={`${id}-menu`}
            triggerId={`${id}-trigger`}
            focus={focus}
            items={items}
            placement={placement}
            onAction={onAction}
            onClose={() => setFocus(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
