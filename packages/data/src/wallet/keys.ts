import { apiKey } from '../swr/keys.ts';

/** Keys of the wallet domain (customer spec §2 /wallet; vendor spec §7 "Wallet": login required). */
export const walletKeys = {
  wallet: () => apiKey('walletGet'),
  /** One page of the history, newest first. */
  transactions: (page = 1, limit = 20) => apiKey('walletTransactions', { query: { page, limit } }),
  transaction: (id: string) => apiKey('walletTransactionDetails', { query: { id } }),
  paymentSources: (light = true) => apiKey('paymentSources', { query: { light } }),
};
