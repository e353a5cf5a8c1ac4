export { WalletEntryView, type WalletEntryViewProps } from './WalletEntryView.tsx';
