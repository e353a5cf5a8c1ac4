import { FormattedMessage } from 'react-intl';
import { CloseIcon } from '../Icon/icons-overlays.tsx';
import { IconButton } from '../IconButton/index.ts';

export interface DialogCloseButtonProps {
  onClose: () => void;
}

/** The close cross of dialogs, drawers and toasts: an icon button named "Close" in the interface language. */
export function DialogCloseButton({ onClose }: DialogCloseButtonProps) {
  return <IconButton icon={<CloseIcon />} label={<FormattedMessage id="ui.dialog.close" />} onClick={onClose} />;
}
