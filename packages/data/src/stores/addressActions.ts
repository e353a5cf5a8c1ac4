/**
 * Address actions of customer spec §4 "Address": setting the default marks one address
 * primary; deleting removes it and clears the cart's selected address when it was that one;
 * creating sends the 11 positional fields (0011).
 */
import {
  addressCreationPayload,
  isRecord,
  own,
  validateAddress,
  type Address,
  type AddressDraft,
  type Api,
  type ApiResult,
  type Id,
} from '@dukkan/core';
import type { CartOptionsStore } from './cartOptionsStore.ts';

type AddressApi = Pick<Api, 'accountAddressPrimary' | 'accountAddressDestroy' | 'accountAddressStore'>;

export async function setDefaultAddress(api: AddressApi, id: Id): Promise<ApiResult<unknown>> {
  return api.accountAddressPrimary({ body: { id } });
}

export async function deleteAddress({ api, options }: { api: AddressApi; options: CartOptionsStore }, id: Id): Promise<ApiResult<unknown>> {
  const result = await api.accountAddressDestroy({ body: { id } });
  if (!result.error) options.forgetAddress(id);
  return result;
}

export async function createAddress(api: AddressApi, draft: AddressDraft): Promise<ApiResult<Address>> {
  const result = await api.accountAddressStore({ body: addressCreationPayload(draft) });
  if (result.error) return result;
  const address = isRecord(result.data) ? validateAddress(own(result.data, 'address')) : null;
  return address
    ? { data: address, error: null }
    : { data: null, error: { kind: 'invalid_response', status: 502, message: 'Invalid response', code: 'invalid_response' } };
}
