import { FormattedMessage, useIntl } from 'react-intl';
import type { Address, DeliveryType } from '@dukkan/core';
import { Badge, Link, Radio, RadioGroup, Skeleton } from '@dukkan/ui';
import { Group, Inline, Note, SubTitle } from './CartView.styles.ts';

export interface CartDeliveryProps {
  deliveryType: DeliveryType;
  onDeliveryTypeChange: (type: DeliveryType) => void;
  isSignedIn: boolean;
  /** Saved addresses; undefined while they load. */
  addresses: readonly Address[] | undefined;
  selectedAddress: Address | null;
  onAddressChange: (address: Address) => void;
  addAddressHref: string;
  disabled: boolean;
}

/** Delivery or pickup (§3 Cart options), and for delivery the saved address to deliver to. */
export function CartDelivery({ deliveryType, onDeliveryTypeChange, disabled, ...address }: CartDeliveryProps) {
  return (
    <>
      <RadioGroup
        label={<FormattedMessage id="storefront.cart.delivery.label" />}
        value={deliveryType}
        onChange={(value) => onDeliveryTypeChange(value === 'pickup' ? 'pickup' : 'delivery')}
        orientation="horizontal"
        disabled={disabled}
      >
        <Radio value="delivery">
          <FormattedMessage id="storefront.cart.delivery.delivery" />
        </Radio>
        <Radio value="pickup">
          <FormattedMessage id="storefront.cart.delivery.pickup" />
        </Radio>
      </RadioGroup>
      {deliveryType === 'delivery' ? (
        <CartAddresses disabled={disabled} {...address} />
      ) : (
        <Note>
          <FormattedMessage id="storefront.cart.delivery.pickupNote" />
        </Note>
      )}
    </>
  );
}

type CartAddressesProps = Omit<CartDeliveryProps, 'deliveryType' | 'onDeliveryTypeChange'>;

function CartAddresses({ isSignedIn, addresses, selectedAddress, onAddressChange, addAddressHref, disabled }: CartAddressesProps) {
  const intl = useIntl();
  const addLink = (
    <Link href={addAddressHref}>
      <FormattedMessage id="storefront.cart.address.add" />
    </Link>
  );
  if (!isSignedIn) {
    return (
      <Group>
        <SubTitle>
          <FormattedMessage id="storefront.cart.address.title" />
        </SubTitle>
        <Note>
          <FormattedMessage id="storefront.cart.address.signedOut" />
        </Note>
      </Group>
    );
  }
  if (addresses === undefined) {
    return (
      <Group role="group" aria-busy="true" aria-label={intl.formatMessage({ id: 'storefront.cart.address.loading' })}>
        <Skeleton inlineSize="40%" blockSize="20px" />
        <Skeleton blockSize="44px" radius="md" />
        <Skeleton blockSize="44px" radius="md" />
      </Group>
    );
  }
  if (addresses.length === 0) {
    return (
      <Group>
        <SubTitle>
          <FormattedMessage id="storefront.cart.address.title" />
        </SubTitle>
        <Note>
          <FormattedMessage id="storefront.cart.address.none" />
        </Note>
        <div>{addLink}</div>
      </Group>
    );
  }
  return (
    <Group>
      <RadioGroup
        label={<FormattedMessage id="storefront.cart.address.title" />}
        value={selectedAddress?.id ?? null}
        onChange={(id) => {
          const chosen = addresses.find((a) => a.id === id);
          if (chosen) onAddressChange(chosen);
        }}
        disabled={disabled}
      >
        {addresses.map((a) => (
          <Radio
            key={a.id}
            value={a.id}
            description={
              <FormattedMessage
                id="storefront.cart.address.line"
                values={{ building: <bdi>{a.building_name}</bdi>, floor: <bdi>{a.floor}</bdi>, flat: <bdi>{a.flat}</bdi> }}
              />
            }
          >
            <Inline>
              <bdi>{a.title}</bdi>
              {a.primary ? (
                <Badge tone="success">
                  <FormattedMessage id="storefront.cart.address.primary" />
                </Badge>
              ) : null}
            </Inline>
          </Radio>
        ))}
      </RadioGroup>
      <div>{addLink}</div>
    </Group>
  );
}
