import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Address, Order } from '@dukkan/core';
import { isCollected } from '../shared/orderStatus.ts';
import { OrderDate } from '../shared/OrderDate.tsx';
import { MutedText, Section, SectionTitle, SubTitle, Text } from './OrderView.styles.ts';
import { AddressLines, Block } from './OrderFulfilment.styles.ts';

/** How the order reaches the customer: the delivery address or pickup, when, and their notes. */
export function OrderFulfilment({ order }: { order: Order }) {
  const headingId = useId();
  const collected = isCollected(order);
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        {collected ? (
          <FormattedMessage id="storefront.orders.pickup.heading" />
        ) : (
          <FormattedMessage id="storefront.orders.delivery.heading" />
        )}
      </SectionTitle>
      {collected ? (
        <Text>
          {order.dineIn ? <FormattedMessage id="storefront.orders.dineIn" /> : <FormattedMessage id="storefront.orders.pickup.fromShop" />}
        </Text>
      ) : order.address ? (
        <DeliveryAddress address={order.address} />
      ) : (
        <MutedText>
          <FormattedMessage id="storefront.orders.delivery.noAddress" />
        </MutedText>
      )}
      <Block>
        <SubTitle>
          {collected ? (
            <FormattedMessage id="storefront.orders.when.pickupHeading" />
          ) : (
            <FormattedMessage id="storefront.orders.when.deliveryHeading" />
          )}
        </SubTitle>
        <Schedule order={order} />
      </Block>
      {order.cart_notes ? (
        <Block>
          <SubTitle>
            <FormattedMessage id="storefront.orders.notes.heading" />
          </SubTitle>
          <Text>
            <bdi>{order.cart_notes}</bdi>
          </Text>
        </Block>
      ) : null}
    </Section>
  );
}

function DeliveryAddress({ address }: { address: Address }) {
  return (
    <AddressLines>
      <Text as="strong">
        <bdi>{address.title}</bdi>
      </Text>
      {address.person_name ? (
        <Text>
          <bdi>{address.person_name}</bdi>
        </Text>
      ) : null}
      {address.building_name ? (
        <Text>
          <FormattedMessage id="storefront.orders.address.building" values={{ building: <bdi>{address.building_name}</bdi> }} />
        </Text>
      ) : null}
      <FloorAndFlat floor={address.floor} flat={address.flat} />
      {address.phone ? (
        <Text>
          <FormattedMessage id="storefront.orders.address.phone" values={{ phone: <bdi dir="ltr">{phoneText(address)}</bdi> }} />
        </Text>
      ) : null}
    </AddressLines>
  );
}

function phoneText({ countryCode, phone }: Pick<Address, 'countryCode' | 'phone'>): string {
  return countryCode ? `+${countryCode} ${phone}` : phone;
}

function FloorAndFlat({ floor, flat }: Pick<Address, 'floor' | 'flat'>) {
  if (!floor && !flat) return null;
  const values = { floor: <bdi>{floor}</bdi>, flat: <bdi>{flat}</bdi> };
  return (
    <Text>
      {floor && flat ? (
        <FormattedMessage id="storefront.orders.address.floorAndFlat" values={values} />
      ) : floor ? (
        <FormattedMessage id="storefront.orders.address.floor" values={values} />
      ) : (
        <FormattedMessage id="storefront.orders.address.flat" values={values} />
      )}
    </Text>
  );
}

/**
 * ASAP unless the order carries a schedule. `scheduleDate` is a day or a date-time; the
 * spec does not say what `scheduleDay` holds, so it is shown as sent, as a time slot.
 */
function Schedule({ order }: { order: Order }) {
  if (!order.scheduleDate && !order.scheduleDay) {
    return (
      <Text>
        <FormattedMessage id="storefront.orders.when.asap" />
      </Text>
    );
  }
  return (
    <>
      {order.scheduleDate ? (
        <Text>
          <FormattedMessage id="storefront.orders.when.scheduled" values={{ when: <OrderDate value={order.scheduleDate} /> }} />
        </Text>
      ) : null}
      {order.scheduleDay ? (
        <Text>
          <FormattedMessage id="storefront.orders.when.slot" values={{ slot: <bdi>{order.scheduleDay}</bdi> }} />
        </Text>
      ) : null}
    </>
  );
}
