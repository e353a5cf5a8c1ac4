/**
 * The money area (vendor spec §7 Transactions, Wallet). The ledger's range, operation and page live
 * in the query (`f.from`, `f.to`, `f.op`, `page`; useListState); the wallet page's open dialog
 * in `dialog` (`entry:<id>`, `driver:<walletId>`, `withdraw:<walletId>`).
 */
export const moneyUrls = {
  transactions: () => '/transactions',
  wallet: () => '/wallet',
};

export type WalletDialog = { kind: 'entry' | 'driver' | 'withdraw'; id: string };

export function readWalletDialog(dialog: string | undefined): WalletDialog | null {
  const match = /^(entry|driver|withdraw):(.+)$/.exec(dialog ?? '');
  return match ? { kind: match[1] as WalletDialog['kind'], id: match[2]! } : null;
}

export const walletDialog = (kind: WalletDialog['kind'], id: string) => `${kind}:${id}`;
