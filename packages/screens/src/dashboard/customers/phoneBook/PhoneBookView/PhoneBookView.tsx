import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError } from '@dukkan/core';
import { Button, Link, ListPage, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { AddressText } from '../AddressText.tsx';
import { displayPhone, phoneBookLoadErrorId } from '../phoneBookText.ts';
import type { PhoneBookPersonItem } from '../types.ts';
import { Count, Muted, Name, Phone, Row, Rows } from './PhoneBookView.styles.ts';

export interface PhoneBookViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The page of people the search found, by name. */
  people: readonly PhoneBookPersonItem[];
  /** How many the search found on every page. */
  total: number;
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** The URL's `q`: a name in either language, or digits of a phone in any script. */
  search: string;
  onSearchChange: (value: string) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Owners, leads and cashiers (`customers:update`) add; anyone else reads. */
  canEdit: boolean;
  onAdd: () => void;
  personHref: (id: string) => string;
}

/**
 * The phone book (vendor spec §7 "CRM v1"; decision 0076): the shop's own address book of people
 * who order by phone or at the counter, searched by name or phone, each opening to their
 * addresses. Separate from the app customers of the customers list.
 */
export function PhoneBookView(props: PhoneBookViewProps) {
  const { people, status, canEdit, search } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const searching = search.trim() !== '';
  const addButton = canEdit ? (
    <Button onClick={props.onAdd}>
      <FormattedMessage id="dashboard.phoneBook.add" />
    </Button>
  ) : undefined;
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.phoneBook.title" />}
      description={<FormattedMessage id="dashboard.phoneBook.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={addButton}
      search={{
        label: intl.formatMessage({ id: 'dashboard.phoneBook.search' }),
        placeholder: intl.formatMessage({ id: 'dashboard.phoneBook.search.placeholder' }),
        value: search,
        onChange: props.onSearchChange,
      }}
      status={status}
      error={<FormattedMessage id={phoneBookLoadErrorId(props.error)} />}
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && people.length === 0}
      empty={
        searching
          ? {
              title: <FormattedMessage id="dashboard.phoneBook.noMatch" />,
              message: <FormattedMessage id="dashboard.phoneBook.noMatch.message" values={{ search: <bdi>{search.trim()}</bdi> }} />,
              action: (
                <Button variant="secondary" onClick={() => props.onSearchChange('')}>
                  <FormattedMessage id="dashboard.phoneBook.clearSearch" />
                </Button>
              ),
            }
          : {
              title: <FormattedMessage id="dashboard.phoneBook.empty" />,
              message: <FormattedMessage id={canEdit ? 'dashboard.phoneBook.empty.message' : 'dashboard.phoneBook.empty.readOnly'} />,
              action: addButton,
            }
      }
      pagination={props.pageCount > 1 ? { page: props.page, pageCount: props.pageCount, onPageChange: props.onPageChange } : undefined}
    >
      <Count>
        <FormattedMessage id="dashboard.phoneBook.count" values={{ count: props.total, n: formatNumber(props.total, locale) }} />
      </Count>
      <Rows aria-label={intl.formatMessage({ id: 'dashboard.phoneBook.listLabel' })}>
        {people.map((person) => {
          const first = person.addresses[0];
          return (
            <Row key={person.id} data-person-id={person.id}>
              <Name dir="auto">
                <Link href={props.personHref(person.id)}>{person.fullName}</Link>
              </Name>
              <Phone dir="ltr">{displayPhone('971', person.phone)}</Phone>
              <Muted>
                {first ? (
                  <>
                    <AddressText address={first} />
                    {person.addresses.length > 1 ? (
                      <>
                        {' '}
                        <FormattedMessage
                          id="dashboard.phoneBook.moreAddresses"
                          values={{ count: person.addresses.length - 1, n: formatNumber(person.addresses.length - 1, locale) }}
                        />
                      </>
                    ) : null}
                  </>
                ) : (
                  <FormattedMessage id="dashboard.phoneBook.noAddress" />
                )}
              </Muted>
            </Row>
          );
        })}
      </Rows>
    </ListPage>
  );
}
