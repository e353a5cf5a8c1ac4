import { FormattedMessage, useIntl } from 'react-intl';
import type { Address, Id } from '@dukkan/core';
import { Badge, Button, Card } from '@dukkan/ui';
import { ADDRESS_TYPE_MESSAGES, addressPhone } from '../addressType.ts';
import { Badges, CardActions, Detail, Details, Notes } from './AddressesView.styles.ts';

export type AddressAction = 'setDefault' | 'delete';

export interface AddressCardProps {
  address: Address;
  pending?: AddressAction;
  onSetDefault: (id: Id) => void;
  onDelete: (address: Address) => void;
}

/** One saved address: what a courier needs, and its actions. */
export function AddressCard({ address, pending, onSetDefault, onDelete }: AddressCardProps) {
  const intl = useIntl();
  const place = [
    address.building_name,
    address.floor ? intl.formatMessage({ id: 'storefront.account.addresses.floor' }, { floor: address.floor }) : '',
    address.flat ? intl.formatMessage({ id: 'storefront.account.addresses.flat' }, { flat: address.flat }) : '',
  ].filter(Boolean);
  const busy = pending !== undefined;
  return (
    <Card title={address.title} aria-busy={busy || undefined}>
      <Badges>
        <Badge tone="info">
          <FormattedMessage id={ADDRESS_TYPE_MESSAGES[address.type]} />
        </Badge>
        {address.primary ? (
          <Badge tone="success">
            <FormattedMessage id="storefront.account.addresses.default" />
          </Badge>
        ) : null}
      </Badges>
      <Details>
        <Detail>{address.person_name}</Detail>
        <Detail>{place.join(intl.formatMessage({ id: 'storefront.account.addresses.separator' }))}</Detail>
        <Detail>
          <bdi dir="ltr">{addressPhone(address)}</bdi>
        </Detail>
        {address.notes ? <Notes>{address.notes}</Notes> : null}
      </Details>
      <CardActions>
        {address.primary ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onSetDefault(address.id)}
            loading={pending === 'setDefault'}
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'storefront.account.addresses.setDefaultNamed' }, { title: address.title })}
          >
            <FormattedMessage id="storefront.account.addresses.setDefault" />
          </Button>
        )}
        <Button
          variant="danger"
          size="sm"
          onClick={() => onDelete(address)}
          loading={pending === 'delete'}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'storefront.account.addresses.deleteNamed' }, { title: address.title })}
        >
          <FormattedMessage id="storefront.account.addresses.delete" />
        </Button>
      </CardActions>
    </Card>
  );
}
