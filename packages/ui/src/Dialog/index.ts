export { Dialog, type DialogProps, type DialogSize } from './Dialog.tsx';
export { DialogCloseButton, type DialogCloseButtonProps } from './DialogCloseButton.tsx';
