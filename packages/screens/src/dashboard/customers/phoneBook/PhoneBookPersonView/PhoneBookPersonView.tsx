import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Card, EmptyState, ErrorState, Link, Page, type PageBreadcrumb } from '@dukkan/ui';
import { AddressText as AddressLine } from '../AddressText.tsx';
import { addressLine, displayPhone, PHONE_BOOK_MAX_ADDRESSES, phoneBookLoadErrorId } from '../phoneBookText.ts';
import type { PhoneBookAddressItem, PhoneBookPersonItem } from '../types.ts';
import {
  Actions,
  AddressNotes,
  AddressRow,
  AddressRows,
  AddressText,
  Facts,
  Layout,
  Phone,
  SectionHead,
  SectionTitle,
} from './PhoneBookPersonView.styles.ts';

export interface PhoneBookPersonViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** 'missing': the person is not (or no longer) in the shop's phone book. */
  status: 'loading' | 'error' | 'missing' | 'ready';
  person: PhoneBookPersonItem | null;
  error?: ApiError | null;
  onRetry: () => void;
  listHref: string;
  /** Owners, leads and cashiers (`customers:update`) change; anyone else reads and copies. */
  canEdit: boolean;
  onEdit: () => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: () => void;
  onAddAddress: () => void;
  onEditAddress: (address: PhoneBookAddressItem) => void;
  onDeleteAddress: (address: PhoneBookAddressItem) => void;
  /** The one-line address in the interface language, for the caller to put on the clipboard. */
  onCopyAddress: (line: string) => void;
}

/**
 * One person of the phone book (GET /crm/shops/{shop}/customers/{customer}): phone, name and
 * notes, and their delivery addresses, each copied as one line for a driver, changed or deleted.
 */
export function PhoneBookPersonView(props: PhoneBookPersonViewProps) {
  const { person, status, canEdit } = props;
  const intl = useIntl();
  const backLink = (
    <Link href={props.listHref}>
      <FormattedMessage id="dashboard.phoneBook.backToList" />
    </Link>
  );
  if (status !== 'ready' || !person) {
    return (
      <Page
        title={<FormattedMessage id={status === 'loading' ? 'dashboard.phoneBook.person.loading' : 'dashboard.phoneBook.person.crumb'} />}
        breadcrumbs={props.breadcrumbs}
        loading={status === 'loading'}
      >
        {status === 'error' ? (
          <ErrorState description={<FormattedMessage id={phoneBookLoadErrorId(props.error)} />} onRetry={props.onRetry} />
        ) : status === 'missing' ? (
          <EmptyState
            title={<FormattedMessage id="dashboard.phoneBook.person.missing" />}
            description={<FormattedMessage id="dashboard.phoneBook.person.missing.message" />}
            action={backLink}
          />
        ) : null}
      </Page>
    );
  }
  const full = person.addresses.length >= PHONE_BOOK_MAX_ADDRESSES;
  const addAddress = canEdit ? (
    <Button variant="secondary" onClick={props.onAddAddress} disabled={full}>
      <FormattedMessage id="dashboard.phoneBook.address.add" />
    </Button>
  ) : null;
  return (
    <Page
      title={<bdi>{person.fullName}</bdi>}
      breadcrumbs={props.breadcrumbs}
      primaryAction={
        canEdit ? (
          <Button onClick={props.onEdit}>
            <FormattedMessage id="dashboard.phoneBook.person.edit" />
          </Button>
        ) : undefined
      }
      secondaryActions={
        canEdit ? (
          <Button variant="danger" onClick={props.onDelete}>
            <FormattedMessage id="dashboard.phoneBook.person.delete" />
          </Button>
        ) : undefined
      }
    >
      <Layout>
        <Card title={<FormattedMessage id="dashboard.phoneBook.person.details" />}>
          <Facts>
            <dt>
              <FormattedMessage id="dashboard.phoneBook.person.phone" />
            </dt>
            <dd>
              <Phone dir="ltr">{displayPhone('971', person.phone)}</Phone>
            </dd>
            <dt>
              <FormattedMessage id="dashboard.phoneBook.person.notes" />
            </dt>
            <dd dir="auto">{person.notes.trim() || <FormattedMessage id="dashboard.phoneBook.person.noNotes" />}</dd>
          </Facts>
        </Card>
        <section aria-labelledby="phone-book-addresses">
          <SectionHead>
            <SectionTitle id="phone-book-addresses">
              <FormattedMessage id="dashboard.phoneBook.addresses" />
            </SectionTitle>
            {addAddress}
          </SectionHead>
          {full && canEdit ? (
            <p role="note">
              <FormattedMessage id="dashboard.phoneBook.address.full" values={{ max: PHONE_BOOK_MAX_ADDRESSES }} />
            </p>
          ) : null}
          {person.addresses.length === 0 ? (
            <EmptyState
              title={<FormattedMessage id="dashboard.phoneBook.address.empty" />}
              description={
                <FormattedMessage
                  id={canEdit ? 'dashboard.phoneBook.address.empty.message' : 'dashboard.phoneBook.address.empty.readOnly'}
                />
              }
            />
          ) : (
            <AddressRows aria-labelledby="phone-book-addresses">
              {person.addresses.map((address) => {
                const line = addressLine(intl, address, false);
                return (
                  <AddressRow key={address.id} data-address-id={address.id}>
                    <AddressText>
                      <p>
                        <AddressLine address={address} />
                      </p>
                      {address.notes.trim() ? <AddressNotes dir="auto">{address.notes}</AddressNotes> : null}
                    </AddressText>
                    <Actions>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => props.onCopyAddress(addressLine(intl, address))}
                        aria-label={intl.formatMessage({ id: 'dashboard.phoneBook.address.copy.label' }, { address: line })}
                      >
                        <FormattedMessage id="dashboard.phoneBook.address.copy" />
                      </Button>
                      {canEdit ? (
                        <>
                          <Button
                            variant="secondary"
                            size="sm"
                            onClick={() => props.onEditAddress(address)}
                            aria-label={intl.formatMessage({ id: 'dashboard.phoneBook.address.edit.label' }, { address: line })}
                          >
                            <FormattedMessage id="dashboard.phoneBook.address.edit" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => props.onDeleteAddress(address)}
                            aria-label={intl.formatMessage({ id: 'dashboard.phoneBook.address.delete.label' }, { address: line })}
                          >
                            <FormattedMessage id="dashboard.phoneBook.address.delete" />
                          </Button>
                        </>
                      ) : null}
                    </Actions>
                  </AddressRow>
                );
              })}
            </AddressRows>
          )}
        </section>
      </Layout>
    </Page>
  );
}
