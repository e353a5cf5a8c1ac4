import { useId, type ReactNode } from 'react';
import { DialogCloseButton } from './DialogCloseButton.tsx';
import { Body, Description, Footer, Header, Overlay, Panel, Section, Title } from './Dialog.styles.ts';
import { useScrollable } from './useScrollable.ts';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Controlled open state; the element that had focus when it opened gets it back on close. */
  isOpen: boolean;
  /** Called with false on Escape, the close button, an outside click (if dismissable) or `close()`. */
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** A short line under the title, read with the dialog (aria-describedby). */
  description?: ReactNode;
  /** The body; long content scrolls inside the dialog, the title and footer stay put. */
  children?: ReactNode;
  /** The actions, end-aligned; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** sm 420 px, md 560 px, lg 800 px; md and lg fill the screen on phones. */
  size?: DialogSize;
  /** Whether a click outside closes it. Escape closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** `alertdialog` for confirmations and alerts that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** The close cross in the header; confirm and alert dialogs answer with their buttons instead. */
  showCloseButton?: boolean;
}

/**
 * A modal dialog on react-aria's Modal + Dialog: focus moves in and is trapped, Escape
 * closes, focus returns to the trigger, the page behind does not scroll and is hidden
 * from assistive technology.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  role = 'dialog',
  showCloseButton = true,
}: DialogProps) {
  const descriptionId = useId();
  const [bodyRef, scrollable] = useScrollable();
  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Panel data-size={size}>
        <Section role={role} aria-describedby={description ? descriptionId : undefined}>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                {showCloseButton ? <DialogCloseButton onClose={close} /> : null}
              </Header>
              {description ? <Description id={descriptionId}>{description}</Description> : null}
              <Body ref={bodyRef} tabIndex={scrollable ? 0 : undefined} data-scrollable={scrollable || undefined}>
                {children}
              </Body>
              {footer ? <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer> : null}
            </>
          )}
        </Section>
      </Panel>
    </Overlay>
  );
}
