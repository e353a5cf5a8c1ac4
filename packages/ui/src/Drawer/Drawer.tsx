import { useId, type ReactNode } from 'react';
import { Body, Description, Footer, Header, Title } from '../Dialog/Dialog.styles.ts';
import { DialogCloseButton } from '../Dialog/index.ts';
import { useScrollable } from '../Dialog/useScrollable.ts';
import { DrawerOverlay, DrawerPanel, DrawerSection } from './Drawer.styles.ts';

export interface DrawerProps {
  /** Controlled open state; focus returns to the element that opened it. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions pinned to the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** The side it comes from: `end` (right in English, left in Arabic) or `start`. */
  placement?: 'start' | 'end';
  /** sm 320 px, md 400 px, lg 560 px, never wider than the screen. */
  size?: 'sm' | 'md' | 'lg';
  /** Whether a click on the dimmed page closes it (Escape always does). */
  isDismissable?: boolean;
}

/** A side sheet on react-aria's Modal + Dialog: the same focus trap, Escape and scroll lock as Dialog. */
export function Drawer({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  placement = 'end',
  size = 'md',
  isDismissable = true,
}: DrawerProps) {
  const descriptionId = useId();
  const [bodyRef, scrollable] = useScrollable();
  return (
    <DrawerOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} data-placement={placement}>
      <DrawerPanel data-placement={placement} data-size={size}>
        <DrawerSection aria-describedby={description ? descriptionId : undefined}>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                <DialogCloseButton onClose={close} />
              </Header>
              {description ? <Description id={descriptionId}>{description}</Description> : null}
              <Body ref={bodyRef} tabIndex={scrollable ? 0 : undefined} data-scrollable={scrollable || undefined}>
                {children}
              </Body>
              {footer ? <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer> : null}
            </>
          )}
        </DrawerSection>
      </DrawerPanel>
    </DrawerOverlay>
  );
}
