import { apiKey } from '../swr/keys.ts';

/** Keys of the wallet domain (customer spec §2 /wallet; vendor spec §7 "Wallet": login required). */
export const walletKeys = {
  wallet: () => apiKey('walletGet'),
  transactions: () => apiKey('walletTransactions'),
  transaction: (id: string) => apiKey('walletTransactionDetails', { query: { id } }),
  paymentSources: (light = true) => apiKey('paymentSources', { query: { light } }),
};
