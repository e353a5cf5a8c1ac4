export { WalletsView, type ShopWalletHistory, type WalletsViewProps } from './WalletsView.tsx';
