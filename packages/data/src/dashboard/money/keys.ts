import { apiKey } from '../../swr/keys.ts';
import { walletKeys } from '../../wallet/keys.ts';
import type { TransactionOperation } from './read.ts';

/**
 * Keys of the money calls (vendor spec §7 Transactions and Wallet). The ledger and the delivery
 * wallets name the shop, so a lead who switches shops never sees another shop's money from the
 * cache; `/wallet/*` is the signed-in account's own wallet and takes no shop.
 */
export const moneyKeys = {
  /** GET /transaction/details (shopId, fromDate, toDate, operation): the whole filtered range. */
  transactions: (shop: string, fromDate: string, toDate: string, operation: TransactionOperation | undefined) =>
    apiKey('transactionDetails', { query: { shopId: shop, fromDate, toDate, ...(operation ? { operation } : {}) } }),
  /** GET /wallet/get. */
  shopWallet: () => walletKeys.wallet(),
  /** GET /wallet/transactions, one page. */
  shopWalletTransactions: (page: number, limit: number) => walletKeys.transactions(page, limit),
  /** GET /wallet/transaction-details (id). */
  shopWalletEntry: (id: string) => walletKeys.transaction(id),
  /** GET /delivery-services/wallet/get-wallet (shop). */
  deliveryWallet: (shop: string) => apiKey('deliveryServicesWalletGetWallet', { query: { shop } }),
  /** GET /delivery-services/wallet/get-driver-wallet (walletId). */
  driverWallet: (shop: string, walletId: string) => apiKey('deliveryServicesWalletGetDriverWallet', { query: { shop, walletId } }),
};
