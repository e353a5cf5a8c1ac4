import { useState } from 'react';
import { FormattedList, FormattedMessage, useIntl } from 'react-intl';
import type { Address, ApiError } from '@dukkan/core';
import { Badge, Button, ConfirmDialog, EmptyState, ErrorState, InlineAlert, formatCoordinate } from '@dukkan/ui';
import { customerRefusalId } from '../list/customerText.ts';
import { CustomerAddressDialog } from './CustomerAddressDialog.tsx';
import { PartLoading } from './PartLoading.tsx';
import type { CustomerAddressDraft, PartStatus } from './types.ts';
import {
  ItemBox,
  ItemList,
  ItemText,
  ItemTitle,
  LtrText,
  Meta,
  Panel,
  PanelHead,
  PanelHeading,
  Row,
  Status,
} from './CustomerDetailView.styles.ts';

export interface CustomerDetailAddressesProps {
  customerName: string;
  addresses: readonly Address[];
  status: PartStatus;
  onRetry: () => void;
  canEdit: boolean;
  onAddAddress: (draft: CustomerAddressDraft) => Promise<ApiError | null>;
  onDeleteAddress: (addressId: string) => Promise<ApiError | null>;
}

const TYPE_IDS = {
  home: 'dashboard.customers.detail.addresses.type.home',
  work: 'dashboard.customers.detail.addresses.type.work',
  other: 'dashboard.customers.detail.addresses.type.other',
} as const;

/** "Building, floor 3, flat 301": the parts that were given, listed the interface language's way, the building isolated. */
function PlaceLine({ address }: { address: Address }) {
  const parts = [
    <bdi key="building">{address.building_name}</bdi>,
    ...(address.floor
      ? [<FormattedMessage key="floor" id="dashboard.customers.detail.addresses.floor" values={{ floor: <bdi>{address.floor}</bdi> }} />]
      : []),
    ...(address.flat
      ? [<FormattedMessage key="flat" id="dashboard.customers.detail.addresses.flat" values={{ flat: <bdi>{address.flat}</bdi> }} />]
      : []),
  ];
  return <FormattedList type="unit" value={parts} />;
}

/**
 * The customer's saved addresses (vendor spec §7 address/list, address/store, DELETE address):
 * each with its type, the primary one marked, the building and its place as coordinates; added
 * through a form with the map, deleted after a confirmation that names the address.
 */
export function CustomerDetailAddresses(props: CustomerDetailAddressesProps) {
  const { addresses, status, canEdit, customerName } = props;
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Address | null>(null);
  const [notice, setNotice] = useState<'added' | 'deleted' | null>(null);
  const [failed, setFailed] = useState<ApiError | null>(null);

  async function add(draft: CustomerAddressDraft) {
    setNotice(null);
    const error = await props.onAddAddress(draft);
    if (!error) {
      setAdding(false);
      setNotice('added');
    }
    return error;
  }

  async function remove(address: Address) {
    setConfirming(null);
    setNotice(null);
    setFailed(null);
    const error = await props.onDeleteAddress(address.id);
    if (error) setFailed(error);
    else setNotice('deleted');
  }

  const addButton = canEdit ? (
    <Button variant="secondary" onClick={() => setAdding(true)}>
      <FormattedMessage id="dashboard.customers.detail.addresses.add" />
    </Button>
  ) : null;

  return (
    <Panel>
      <PanelHead>
        <PanelHeading>
          <FormattedMessage id="dashboard.customers.detail.addresses.title" />
        </PanelHeading>
        {status === 'ready' && addresses.length > 0 ? addButton : null}
      </PanelHead>
      <Status role="status">
        {notice ? (
          <FormattedMessage
            id={notice === 'added' ? 'dashboard.customers.detail.addresses.added' : 'dashboard.customers.detail.addresses.deleted'}
          />
        ) : null}
      </Status>
      <InlineAlert
        tone="critical"
        visible={failed !== null}
        title={<FormattedMessage id="dashboard.customers.detail.addresses.deleteFailed" />}
        onDismiss={() => setFailed(null)}
      >
        <FormattedMessage id={customerRefusalId(failed)} />
      </InlineAlert>
      {status === 'loading' ? (
        <PartLoading />
      ) : status === 'error' ? (
        <ErrorState
          title={<FormattedMessage id="dashboard.customers.detail.addresses.error" />}
          description={<FormattedMessage id="dashboard.customers.detail.partError.message" />}
          onRetry={props.onRetry}
        />
      ) : addresses.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="dashboard.customers.detail.addresses.empty" />}
          description={<FormattedMessage id="dashboard.customers.detail.addresses.empty.message" />}
          action={addButton}
        />
      ) : (
        <ItemList>
          {addresses.map((address) => (
            <li key={address.id}>
              <ItemBox>
                <ItemTitle>
                  <bdi>{address.title}</bdi>
                  <Badge tone="neutral">
                    <FormattedMessage id={TYPE_IDS[address.type]} />
                  </Badge>
                  {address.primary ? (
                    <Badge tone="info">
                      <FormattedMessage id="dashboard.customers.detail.addresses.primary" />
                    </Badge>
                  ) : null}
                </ItemTitle>
                <ItemText>
                  <PlaceLine address={address} />
                </ItemText>
                {address.notes ? <ItemText dir="auto">{address.notes}</ItemText> : null}
                <Meta>
                  <FormattedMessage
                    id="dashboard.customers.detail.addresses.coordinates"
                    values={{
                      place: <LtrText dir="ltr">{address.latlng.map(formatCoordinate).join(', ')}</LtrText>,
                    }}
                  />
                </Meta>
                {canEdit ? (
                  <Row>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setConfirming(address)}
                      aria-label={intl.formatMessage({ id: 'dashboard.customers.detail.addresses.deleteNamed' }, { title: address.title })}
                    >
                      <FormattedMessage id="dashboard.customers.detail.addresses.delete" />
                    </Button>
                  </Row>
                ) : null}
              </ItemBox>
            </li>
          ))}
        </ItemList>
      )}
      <CustomerAddressDialog isOpen={canEdit && adding} customerName={customerName} onOpenChange={setAdding} onSubmit={add} />
      <ConfirmDialog
        isOpen={confirming !== null}
        title={
          <FormattedMessage
            id="dashboard.customers.detail.addresses.confirmDelete.title"
            values={{ title: <bdi>{confirming?.title}</bdi> }}
          />
        }
        message={<FormattedMessage id="dashboard.customers.detail.addresses.confirmDelete.message" />}
        confirmLabel={<FormattedMessage id="dashboard.customers.detail.delete.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.customers.list.cancel" />}
        destructive
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Panel>
  );
}
