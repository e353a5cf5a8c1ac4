// The storefront's wallet screens (issue #16).
export { WalletEntryView, type WalletEntryViewProps } from './WalletEntryView/index.ts';
export { WalletView, type WalletViewProps } from './WalletView/index.ts';
export { type WalletEntryItem } from './shared/walletEntry.ts';
