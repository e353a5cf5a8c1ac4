export * from './WalletsView/index.ts';
export * from './WithdrawDialog/index.ts';
export * from './WalletDetailDialogs/index.ts';
export type { DeliveryWalletData, DriverWalletData, DriverWalletRow, WalletEntryRow, WithdrawalRow } from './shared.ts';
