import useSWR from 'swr';
import type { Address, User } from '@dukkan/core';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { pick, selectFetcher } from '../swr/select.ts';
import { accountKeys } from './keys.ts';

/** The signed-in user; no request at all without a session (`enabled` false). */
export function useCurrentUser(enabled: boolean) {
  const client = useApiClient();
  return useSWR<User>(enabled ? accountKeys.user() : null, selectFetcher(client, pick<User>('user')));
}

/** The customer's saved addresses (login required). */
export function useAddresses(enabled: boolean) {
  const client = useApiClient();
  return useSWR<Address[]>(enabled ? accountKeys.addresses() : null, selectFetcher(client, pick<Address[]>('addresses', { list: true })));
}
