export { WalletView, type WalletViewProps } from './WalletView.tsx';
