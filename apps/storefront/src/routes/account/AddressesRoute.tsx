import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { isInternalRoute, type Address, type AddressDraft, type ApiError, type Id } from '@dukkan/core';
import { accountKeys, createAddress, deleteAddressOptimistic, setDefaultAddressOptimistic, useAddresses, useAreaFind } from '@dukkan/data';
import { AddressesView, AddressFormDialog, type AddressAction } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { useStorefrontServices } from '../../services.ts';

/**
 * `/addresses` (login required): the saved addresses, default and delete (confirmed, §4),
 * and the address form in a dialog (`?add=1`). Opened from the cart (`&return=/cart`), the
 * new address becomes the cart's address and the customer goes back to the cart.
 */
export function AddressesRoute() {
  const { client, dialogs, options } = useStorefrontServices();
  const { user: current } = useUserState();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const addresses = useAddresses(true);
  const [pending, setPending] = useState<Record<Id, AddressAction>>({});
  const [point, setPoint] = useState<[number, number] | null>(null);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const area = useAreaFind(point);
  const isAdding = params.get('add') === '1';
  const returnTo = params.get('return');

  function track(id: Id, action: AddressAction | null) {
    setPending((all) => {
      const next = { ...all };
      if (action) next[id] = action;
      else delete next[id];
      return next;
    });
  }
  async function failed() {
    await dialogs.alert({ title: 'use_cart_alert_error', message: 'storefront.routes.addresses.actionFailed' });
  }
  async function setDefault(id: Id) {
    track(id, 'setDefault');
    try {
      await setDefaultAddressOptimistic({ api: client.api, mutate }, id);
    } catch {
      await failed();
    } finally {
      track(id, null);
    }
  }
  async function remove(address: Address) {
    const confirmed = await dialogs.confirm({
      title: 'storefront.routes.addresses.deleteTitle',
      message: 'storefront.routes.addresses.deleteMessage',
      values: { title: address.title },
    });
    if (!confirmed) return;
    track(address.id, 'delete');
    try {
      await deleteAddressOptimistic({ api: client.api, mutate, options }, address.id);
    } catch {
      await failed();
    } finally {
      track(address.id, null);
    }
  }
  function close() {
    setSaveError(null);
    setPoint(null);
    setParams({}, { replace: true });
  }
  async function save(draft: AddressDraft) {
    setSaveError(null);
    const result = await createAddress(client.api, draft);
    if (result.error) {
      setSaveError(result.error);
      return;
    }
    await mutate(accountKeys.addresses());
    if (returnTo && isInternalRoute(returnTo)) {
      options.selectAddress(result.data);
      void navigate(returnTo, { replace: true });
    } else close();
  }
  return (
    <>
      <AddressesView
        addresses={addresses.data}
        isLoading={addresses.isLoading}
        error={addresses.error}
        onRetry={() => void addresses.mutate()}
        onAdd={() => setParams({ add: '1' })}
        onSetDefault={(id) => void setDefault(id)}
        onDelete={(address) => void remove(address)}
        pending={pending}
      />
      <AddressFormDialog
        isOpen={isAdding}
        onOpenChange={(open) => {
          if (!open) {
            if (returnTo && isInternalRoute(returnTo)) void navigate(returnTo, { replace: true });
            else close();
          }
        }}
        onSubmit={save}
        onLocationChange={setPoint}
        area={area.area}
        areaStatus={area.status}
        onAreaRetry={area.retry}
        initialValues={{ person_name: current?.fullName ?? '', phone: current ? `+${current.countryCode}${current.phone}` : '' }}
        error={saveError}
      />
    </>
  );
}
