/**
 * Address mutations on the SWR cache (CONVENTIONS §5: update optimistically, roll back on
 * error). Setting the default shows the new primary at once (customer spec §4: one address
 * primary, all others not); deleting also clears the cart's selected address when needed.
 */
import type { ScopedMutator } from 'swr';
import { markPrimary, withoutAddress, type Address, type Api, type Id } from '@dukkan/core';
import { ApiRequestError } from '../swr/fetcher.ts';
import type { CartOptionsStore } from '../stores/cartOptionsStore.ts';
import { accountKeys } from './keys.ts';

type AddressApi = Pick<Api, 'accountAddressPrimary' | 'accountAddressDestroy'>;

export async function setDefaultAddressOptimistic({ api, mutate }: { api: AddressApi; mutate: ScopedMutator }, id: Id): Promise<void> {
  await mutate<Address[]>(
    accountKeys.addresses(),
    async (current) => {
      const result = await api.accountAddressPrimary({ body: { id } });
      if (result.error) throw new ApiRequestError(result.error);
      return markPrimary(current ?? [], id);
    },
    { optimisticData: (current) => markPrimary(current ?? [], id), rollbackOnError: true, revalidate: true },
  );
}

export async function deleteAddressOptimistic(
  { api, mutate, options }: { api: AddressApi; mutate: ScopedMutator; options: CartOptionsStore },
  id: Id,
): Promise<void> {
  await mutate<Address[]>(
    accountKeys.addresses(),
    async (current) => {
      const result = await api.accountAddressDestroy({ body: { id } });
      if (result.error) throw new ApiRequestError(result.error);
      options.forgetAddress(id);
      return withoutAddress(current ?? [], id);
    },
    { optimisticData: (current) => withoutAddress(current ?? [], id), rollbackOnError: true, revalidate: true },
  );
}
