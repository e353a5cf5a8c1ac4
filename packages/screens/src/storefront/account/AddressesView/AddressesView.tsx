import { FormattedMessage, useIntl } from 'react-intl';
import type { Address, Id } from '@dukkan/core';
import { Button, EmptyState, ErrorState, Skeleton } from '@dukkan/ui';
import { AddressCard, type AddressAction } from './AddressCard.tsx';
import { Header, List, Page, SkeletonCard, Title } from './AddressesView.styles.ts';

export interface AddressesViewProps {
  /** GET /account/address/list; undefined while loading or after an error. */
  addresses: Address[] | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  /** Open the address form (AddressFormDialog). */
  onAdd: () => void;
  /** Make this address the default (POST /account/address/primary). */
  onSetDefault: (id: Id) => void;
  /** Delete this address; the app asks for confirmation first (dialogs store). */
  onDelete: (address: Address) => void;
  /** The call under way per address id, e.g. `{ 'addr-2': 'delete' }`. */
  pending?: Readonly<Record<Id, AddressAction>>;
}

function AddButton({ onAdd }: { onAdd: () => void }) {
  return (
    <Button onClick={onAdd}>
      <FormattedMessage id="storefront.account.addresses.add" />
    </Button>
  );
}

/** Saved addresses `/addresses` (customer spec §2, §3, §4 "Address"): the default first in the list as saved. */
export function AddressesView({ addresses, isLoading, error, onRetry, onAdd, onSetDefault, onDelete, pending = {} }: AddressesViewProps) {
  const intl = useIntl();
  const loading = isLoading && !addresses;
  const failed = Boolean(error) && !addresses;
  return (
    <Page id="main" aria-busy={loading || undefined}>
      <Header>
        <Title>
          <FormattedMessage id="storefront.account.addresses.title" />
        </Title>
        {addresses && addresses.length > 0 ? <AddButton onAdd={onAdd} /> : null}
      </Header>
      {failed ? (
        <ErrorState onRetry={onRetry} description={<FormattedMessage id="storefront.account.addresses.loadError" />} />
      ) : loading || !addresses ? (
        <List aria-label={intl.formatMessage({ id: 'common.loading' })}>
          {[0, 1].map((i) => (
            <SkeletonCard key={i}>
              <Skeleton inlineSize="40%" blockSize="20px" />
              <Skeleton inlineSize="70%" blockSize="16px" />
              <Skeleton inlineSize="55%" blockSize="16px" />
            </SkeletonCard>
          ))}
        </List>
      ) : addresses.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="storefront.account.addresses.empty.title" />}
          description={<FormattedMessage id="storefront.account.addresses.empty.description" />}
          action={<AddButton onAdd={onAdd} />}
        />
      ) : (
        <List>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} pending={pending[address.id]} onSetDefault={onSetDefault} onDelete={onDelete} />
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}
