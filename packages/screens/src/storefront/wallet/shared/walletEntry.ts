/** One wallet entry as the wallet screens show it (GET /wallet/transactions, /wallet/transaction-details). */
export interface WalletEntryItem {
  id: string;
  /** Positive integer fils; `kind` says which way it went. */
  amountFils: number;
  kind: 'credit' | 'debit';
  reason: string;
  reason_ar?: string;
  /** The order the entry belongs to. */
  order?: string;
  createdAt: string;
}
