import useSWR from 'swr';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { selectFetcher, whole } from '../swr/select.ts';
import { walletKeys } from './keys.ts';

type Answer = Record<string, unknown>;

/** Wallet answers are "not shown" by the spec: hooks pass the object through. */
export function useWallet(enabled: boolean) {
  const client = useApiClient();
  return useSWR<Answer>(enabled ? walletKeys.wallet() : null, selectFetcher(client, whole<Answer>));
}

export function useWalletTransactions(enabled: boolean) {
  const client = useApiClient();
  return useSWR<Answer>(enabled ? walletKeys.transactions() : null, selectFetcher(client, whole<Answer>));
}

export function usePaymentSources(enabled: boolean) {
  const client = useApiClient();
  return useSWR<Answer>(enabled ? walletKeys.paymentSources() : null, selectFetcher(client, whole<Answer>));
}
