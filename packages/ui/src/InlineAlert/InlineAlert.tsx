import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { AlertIcon } from '../Icon/index.ts';
import { CloseIcon, InfoIcon, SuccessIcon } from '../Icon/icons-overlays.tsx';
import { AlertAction, AlertBody, AlertBox, AlertDismiss, AlertIconBox, AlertMessage, AlertTitle } from './InlineAlert.styles.ts';

export type InlineAlertTone = 'critical' | 'warning' | 'info' | 'success';

export interface InlineAlertAction {
  /** A translated label: "Try again", "Review stock". */
  label: ReactNode;
  onAction: () => void;
}

export interface InlineAlertProps {
  tone: InlineAlertTone;
  /** A short translated summary, in bold above the message. */
  title?: ReactNode;
  /** The message: translated text, or a few inline elements (Money, a link). */
  children?: ReactNode;
  /** One action under the message. */
  action?: InlineAlertAction;
  /** Shows a close button ("Dismiss"); the caller hides the alert (unmount it or set `visible={false}`). */
  onDismiss?: () => void;
  /**
   * `false` keeps the alert's live region in the page, empty and taking no room, so a message
   * that arrives later (a failed call) is announced. Leave it out when the alert is mounted
   * together with its message.
   */
  visible?: boolean;
  /** On the alert box, e.g. to tie it to a button with aria-describedby. */
  id?: string;
}

const ICONS = { critical: AlertIcon, warning: AlertIcon, info: InfoIcon, success: SuccessIcon } as const;

/**
 * A message inside the page (not a toast): a failed call, a warning about the data on screen,
 * a note about what the user may do. `critical` is an alert (announced at once); the other
 * tones are a polite status. The icon repeats the tone; the text carries the meaning.
 */
export function InlineAlert({ tone, title, children, action, onDismiss, visible = true, id }: InlineAlertProps) {
  const Icon = ICONS[tone];
  return (
    <AlertBox id={id} role={tone === 'critical' ? 'alert' : 'status'} data-tone={tone} data-dismissible={onDismiss ? true : undefined}>
      {visible ? (
        <>
          <AlertIconBox aria-hidden="true">
            <Icon />
          </AlertIconBox>
          <AlertBody>
            {title ? <AlertTitle>{title}</AlertTitle> : null}
            {children ? <AlertMessage>{children}</AlertMessage> : null}
            {action ? (
              <AlertAction>
                <Button variant="secondary" size="sm" onClick={action.onAction}>
                  {action.label}
                </Button>
              </AlertAction>
            ) : null}
          </AlertBody>
          {onDismiss ? (
            <AlertDismiss>
              <IconButton icon={<CloseIcon />} label={<FormattedMessage id="ui.inlineAlert.dismiss" />} onClick={onDismiss} />
            </AlertDismiss>
          ) : null}
        </>
      ) : null}
    </AlertBox>
  );
}
