import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../Icon/icons-overlays.tsx';
import { CloseButtonBase } from './Dialog.styles.ts';

export interface DialogCloseButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  /** A translated name; "Close" by default. */
  label?: string;
}

/**
 * The close cross of dialogs, drawers and toasts: an icon-only react-aria Button whose
 * name is the translated "Close". Inside a react-aria Dialog or Toast, `slot="close"`
 * wires it to the overlay's state without an onPress.
 */
export function DialogCloseButton({ label, ...rest }: DialogCloseButtonProps) {
  const intl = useIntl();
  return (
    <CloseButtonBase aria-label={label ?? intl.formatMessage({ id: 'ui.dialog.close' })} {...rest}>
      <CloseIcon />
    </CloseButtonBase>
  );
}
