import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { selectFetcher, whole } from '../swr/select.ts';
import { walletKeys } from './keys.ts';
import {
  readWalletBalance,
  readWalletEntry,
  readWalletPage,
  type WalletBalance,
  type WalletPage,
  type WalletTransaction,
} from './readWallet.ts';

type Answer = Record<string, unknown>;

export const WALLET_PAGE_SIZE = 20;

/** The signed-in customer's wallet balance (GET /wallet/get); no request without a session. */
export function useWallet(enabled: boolean) {
  const client = useApiClient();
  return useSWR<WalletBalance>(enabled ? walletKeys.wallet() : null, selectFetcher(client, readWalletBalance));
}

/** The wallet history, newest first, a page at a time ("Load more"), like the order list. */
export function useWalletTransactions(enabled: boolean, limit = WALLET_PAGE_SIZE) {
  const client = useApiClient();
  const pages = useSWRInfinite<WalletPage>(
    (index, previous: WalletPage | null) => {
      if (!enabled) return null;
      if (previous && previous.page * previous.limit >= previous.total) return null;
      return walletKeys.transactions(index + 1, limit);
    },
    selectFetcher(client, readWalletPage),
  );
  const transactions = pages.data?.flatMap((page) => page.items) ?? [];
  const last = pages.data?.at(-1);
  const hasMore = !!last && last.page * last.limit < last.total;
  const isLoadingMore = pages.isLoading || (pages.size > 0 && pages.data?.[pages.size - 1] === undefined && !pages.error);
  return { ...pages, transactions, hasMore, isLoadingMore, loadMore: () => void pages.setSize(pages.size + 1) };
}

/** One wallet entry (GET /wallet/transaction-details with id). */
export function useWalletTransaction(id: string | null | undefined) {
  const client = useApiClient();
  return useSWR<WalletTransaction>(id ? walletKeys.transaction(id) : null, selectFetcher(client, readWalletEntry));
}

export function usePaymentSources(enabled: boolean) {
  const client = useApiClient();
  return useSWR<Answer>(enabled ? walletKeys.paymentSources() : null, selectFetcher(client, whole<Answer>));
}
