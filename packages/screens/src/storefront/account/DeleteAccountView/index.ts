export { DeleteAccountView, type DeleteAccountViewProps } from './DeleteAccountView.tsx';
