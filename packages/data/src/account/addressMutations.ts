/**
 * Address mutations on the SWR cache (CONVENTIONS §5: update optimistically, roll back on
 * error). Setting the default shows the new primary at once (customer spec §4: one address
 * primary, all others not); deleting also clears the cart's selected address when needed.
 */
import type { ScopedMutator } from 'swr';
import { markPrimary, withoutAddress, type Address, type Api, type ApiError, type Id } from '@dukkan/core';
import { ApiRequestError } from '../swr/fetcher.ts';
import { optimisticUpdate } from '../dashboard/shared/optimisticUpdate.ts';
import type { CartOptionsStore } from '../stores/cartOptionsStore.ts';
import { accountKeys } from './keys.ts';

type AddressApi = Pick<Api, 'accountAddressPrimary' | 'accountAddressDestroy'>;

/** Throws the call's ApiRequestError after rolling back, as the screens expect. */
async function orThrow(pending: Promise<ApiError | null>): Promise<void> {
  const error = await pending;
  if (error) throw new ApiRequestError(error);
}

export async function setDefaultAddressOptimistic({ api, mutate }: { api: AddressApi; mutate: ScopedMutator }, id: Id): Promise<void> {
  await orThrow(
    optimisticUpdate<Address[]>({
      mutate,
      key: accountKeys.addresses(),
      optimistic: (current) => markPrimary(current ?? [], id),
      send: () => api.accountAddressPrimary({ body: { id } }),
    }),
  );
}

export async function deleteAddressOptimistic(
  { api, mutate, options }: { api: AddressApi; mutate: ScopedMutator; options: CartOptionsStore },
  id: Id,
): Promise<void> {
  await orThrow(
    optimisticUpdate<Address[]>({
      mutate,
      key: accountKeys.addresses(),
      optimistic: (current) => withoutAddress(current ?? [], id),
      send: async () => {
        const result = await api.accountAddressDestroy({ body: { id } });
        if (!result.error) options.forgetAddress(id);
        return result;
      },
    }),
  );
}
