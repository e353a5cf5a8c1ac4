import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { addressParts } from './phoneBookText.ts';
import type { PhoneBookAddressValues } from './types.ts';

/**
 * An address on one line in the interface's direction, each part isolated (an Arabic building
 * name on the English page keeps its own direction and its place in the line).
 */
export function AddressText({ address }: { address: PhoneBookAddressValues }) {
  const intl = useIntl();
  const separator = intl.formatMessage({ id: 'dashboard.phoneBook.address.separator' });
  return (
    <>
      {addressParts(intl, address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? separator : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
