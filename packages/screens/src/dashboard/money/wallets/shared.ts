/** The wallet shapes the screens take (packages/data/src/wallet/readWallet.ts, dashboard/money/read.ts). Money in fils. */
export interface WalletEntryRow {
  id: string;
  amountFils: number;
  kind: 'credit' | 'debit';
  reason: string;
  reason_ar?: string;
  order?: string;
  createdAt: string;
}

export interface DriverWalletRow {
  driver: string;
  name: string;
  walletId: string;
  balanceFils: number;
}

export interface WithdrawalRow {
  id: string;
  driver: string;
  amountFils: number;
  createdAt: string;
}

export interface DeliveryWalletData {
  balanceFils: number;
  drivers: readonly DriverWalletRow[];
  withdrawals: readonly WithdrawalRow[];
}

export interface DriverWalletData {
  name: string;
  balanceFils: number;
  collectedFils: number;
  withdrawnFils: number;
  withdrawals: readonly WithdrawalRow[];
  jobs: readonly { id: string; name: string; amountFils: number; createdAt: string }[];
}

/** The entry's reason in the interface language (the Arabic one when there is one). */
export function reasonOf(entry: Pick<WalletEntryRow, 'reason' | 'reason_ar'>, locale: 'en' | 'ar'): string {
  return locale === 'ar' && entry.reason_ar ? entry.reason_ar : entry.reason;
}
