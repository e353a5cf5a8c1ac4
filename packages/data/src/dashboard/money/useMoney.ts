import useSWR from 'swr';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { selectFetcher } from '../../swr/select.ts';
import { readWalletBalance, readWalletEntry, readWalletPage, type WalletBalance, type WalletTransaction } from '../../wallet/readWallet.ts';
import { pageOf, usePagedList, type ListStatus, type PagedList } from '../shared/usePagedList.ts';
import { TRANSACTIONS_PAGE_SIZE, type TransactionsFilter } from './filter.ts';
import { moneyKeys } from './keys.ts';
import {
  readDeliveryWallet,
  readDriverWallet,
  readTransactions,
  transactionTotals,
  type DeliveryWallet,
  type DriverWallet,
  type MoneyTransaction,
  type TransactionTotals,
  type TransactionsAnswer,
} from './read.ts';

/** Rows per page of the shop wallet's history (decision 0056). */
export const SHOP_WALLET_PAGE_SIZE = 10;

export interface TransactionsList {
  /** Every row of the filtered range (the CSV export), newest first. */
  all: MoneyTransaction[];
  /** The rows of the current page. */
  rows: MoneyTransaction[];
  totals: TransactionTotals;
  page: number;
  pageCount: number;
  status: ListStatus;
  error: unknown;
  retry: () => void;
}

const NO_TOTALS = transactionTotals([]);

/**
 * The shop's ledger for a filter (GET /transaction/details): the call answers the whole range,
 * which is paged here; the totals cover the whole range, not the page. A new filter shows the
 * loading state rather than the previous range's rows, so no total is ever read against the
 * wrong range.
 */
export function useTransactions(shopId: string | undefined, filter: TransactionsFilter, page: number): TransactionsList {
  const client = useApiClient();
  const swr = useSWR<TransactionsAnswer>(
    shopId ? moneyKeys.transactions(shopId, filter.fromDate, filter.toDate, filter.operation) : null,
    selectFetcher(client, readTransactions),
  );
  const status: ListStatus = swr.data ? 'ready' : swr.error ? 'error' : 'loading';
  const answer = swr.data;
  const paged = answer ? pageOf({ rows: answer.rows }, page, TRANSACTIONS_PAGE_SIZE) : { rows: [], pageCount: 1, page: 1 };
  return {
    all: answer?.rows ?? [],
    rows: paged.rows,
    totals: answer?.totals ?? NO_TOTALS,
    page: paged.page,
    pageCount: paged.pageCount,
    status,
    error: swr.error,
    retry: () => void swr.mutate(),
  };
}

export interface MoneyState<T> {
  data: T | undefined;
  status: ListStatus;
  error: unknown;
  retry: () => void;
}

function stateOf<T>(swr: { data?: T; error?: unknown; mutate: () => unknown }): MoneyState<T> {
  const status: ListStatus = swr.error ? 'error' : swr.data ? 'ready' : 'loading';
  return { data: status === 'ready' ? swr.data : undefined, status, error: swr.error, retry: () => void swr.mutate() };
}

/** The signed-in account's wallet balance (GET /wallet/get). */
export function useShopWallet(enabled: boolean): MoneyState<WalletBalance> {
  const client = useApiClient();
  return stateOf(useSWR<WalletBalance>(enabled ? moneyKeys.shopWallet() : null, selectFetcher(client, readWalletBalance)));
}

/** The wallet's history a page at a time (GET /wallet/transactions, page and limit on the server). */
export function useShopWalletTransactions(enabled: boolean, page: number): PagedList<WalletTransaction> {
  return usePagedList({
    key: enabled ? moneyKeys.shopWalletTransactions(Math.max(1, page), SHOP_WALLET_PAGE_SIZE) : null,
    select: (data) => {
      const answer = readWalletPage(data);
      return { rows: answer.items, total: answer.total };
    },
    page,
    pageSize: SHOP_WALLET_PAGE_SIZE,
  });
}

/** One entry of the wallet (GET /wallet/transaction-details with id). */
export function useShopWalletEntry(id: string | undefined): MoneyState<WalletTransaction> {
  const client = useApiClient();
  return stateOf(useSWR<WalletTransaction>(id ? moneyKeys.shopWalletEntry(id) : null, selectFetcher(client, readWalletEntry)));
}

/** The shop's delivery-service wallet: what each driver holds (GET get-wallet with shop). */
export function useDeliveryWallet(shopId: string | undefined): MoneyState<DeliveryWallet> {
  const client = useApiClient();
  return stateOf(useSWR<DeliveryWallet>(shopId ? moneyKeys.deliveryWallet(shopId) : null, selectFetcher(client, readDeliveryWallet)));
}

/** One driver's wallet (GET get-driver-wallet with walletId). */
export function useDriverWallet(shopId: string | undefined, walletId: string | undefined): MoneyState<DriverWallet> {
  const client = useApiClient();
  return stateOf(
    useSWR<DriverWallet>(shopId && walletId ? moneyKeys.driverWallet(shopId, walletId) : null, selectFetcher(client, readDriverWallet)),
  );
}
