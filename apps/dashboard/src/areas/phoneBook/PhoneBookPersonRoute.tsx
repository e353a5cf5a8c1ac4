import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import {
  addPhoneBookAddress,
  ApiRequestError,
  deletePhoneBookAddress,
  deletePhoneBookPerson,
  updatePhoneBookAddress,
  updatePhoneBookPerson,
  usePhoneBookPerson,
  type PhoneBookContext,
} from '@dukkan/data';
import {
  PhoneBookAddressDialog,
  phoneBookAddressLine,
  PhoneBookPersonDialog,
  PhoneBookPersonView,
  type PhoneBookAddressItem,
  type PhoneBookAddressValues,
  type PhoneBookPersonValues,
} from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { NO_SHOP } from './phoneBookItems.ts';
import { phoneBookUrls } from './urls.ts';

const EDIT = 'edit';
const ADDRESS = 'address:';
const NEW_ADDRESS = `${ADDRESS}new`;

/**
 * /customers/phone-book/:id (GET, PUT, DELETE /crm/shops/{shop}/customers/{customer} and its
 * addresses; decision 0076): one person, changed in a dialog, deleted after asking; their
 * addresses added, changed, deleted after asking, and copied as one line for a driver.
 */
export function PhoneBookPersonRoute() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('customers:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const person = usePhoneBookPerson(shopId, id);
  const ctx: PhoneBookContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const data = person.data ?? null;
  const loadError = person.error instanceof ApiRequestError ? person.error.error : null;
  const missing = !data && loadError?.status === 404;
  const addressId = canEdit && state.dialog?.startsWith(ADDRESS) ? state.dialog.slice(ADDRESS.length) : undefined;
  const editingAddress = addressId && addressId !== 'new' ? (data?.addresses.find((a) => a.id === addressId) ?? null) : null;
  const close = () => update({ dialog: null }, { replace: true });

  async function savePerson(values: PhoneBookPersonValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await updatePhoneBookPerson(ctx, id, values);
    if (result.error) return result.error;
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.phoneBook.saved" /> });
    close();
    return null;
  }

  async function removePerson() {
    if (!ctx || !data) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.phoneBook.delete.title',
      message: 'dashboard.phoneBook.delete.message',
      values: { name: data.fullName },
    });
    if (!sure) return;
    const error = await deletePhoneBookPerson(ctx, id);
    if (error) {
      toasts.add({ tone: 'error', title: <FormattedMessage id="dashboard.phoneBook.deleteFailed" /> });
      return;
    }
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.phoneBook.deleted" /> });
    void navigate(phoneBookUrls.list(), { replace: true });
  }

  async function saveAddress(values: PhoneBookAddressValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = editingAddress
      ? await updatePhoneBookAddress(ctx, id, editingAddress.id, values)
      : await addPhoneBookAddress(ctx, id, values);
    if (result.error) return result.error;
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id={editingAddress ? 'dashboard.phoneBook.address.saved' : 'dashboard.phoneBook.address.added'} />,
    });
    close();
    return null;
  }

  async function removeAddress(address: PhoneBookAddressItem) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.phoneBook.address.deleteTitle',
      message: 'dashboard.phoneBook.address.deleteMessage',
      values: { address: phoneBookAddressLine(intl, address, false) },
    });
    if (!sure) return;
    const error = await deletePhoneBookAddress(ctx, id, address.id);
    toasts.add(
      error
        ? { tone: 'error', title: <FormattedMessage id="dashboard.phoneBook.address.deleteFailed" /> }
        : { tone: 'success', title: <FormattedMessage id="dashboard.phoneBook.address.deleted" /> },
    );
  }

  async function copy(line: string) {
    try {
      await navigator.clipboard.writeText(line);
      toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.phoneBook.address.copied" /> });
    } catch {
      toasts.add({ tone: 'error', title: <FormattedMessage id="dashboard.phoneBook.address.copyFailed" /> });
    }
  }

  return (
    <>
      <PhoneBookPersonView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        status={data ? 'ready' : missing ? 'missing' : person.error ? 'error' : 'loading'}
        person={data}
        error={loadError}
        onRetry={() => void person.mutate()}
        listHref={phoneBookUrls.list()}
        canEdit={canEdit}
        onEdit={() => update({ dialog: EDIT })}
        onDelete={() => void removePerson()}
        onAddAddress={() => update({ dialog: NEW_ADDRESS })}
        onEditAddress={(address) => update({ dialog: `${ADDRESS}${address.id}` })}
        onDeleteAddress={(address) => void removeAddress(address)}
        onCopyAddress={(line) => void copy(line)}
      />
      <PhoneBookPersonDialog
        isOpen={canEdit && !!data && state.dialog === EDIT}
        person={data}
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
        onSubmit={savePerson}
      />
      <PhoneBookAddressDialog
        isOpen={!!data && (addressId === 'new' || editingAddress !== null)}
        address={editingAddress}
        personName={data?.fullName ?? ''}
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
        onSubmit={saveAddress}
      />
    </>
  );
}
