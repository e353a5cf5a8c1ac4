import { FormattedMessage, useIntl } from 'react-intl';
import { NUMBER_LOCALES } from '@dukkan/core';
import { Badge, Card, Link, ListPage, Money, Select, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { FILTER_IDS, REQUEST_FILTERS, STATUS_IDS, STATUS_TONES, phoneText, type RequestFilter, type ServiceRequestItem } from '../types.ts';
import { Actions, Excerpt, Facts, Header, List } from './RequestsListView.styles.ts';

export interface RequestsListViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** Newest first, as the caller gives them. */
  requests: readonly ServiceRequestItem[];
  status: ListPageStatus;
  onRetry: () => void;
  filter: RequestFilter;
  onFilterChange: (filter: RequestFilter) => void;
  /** The request's own page. */
  detailHref: (request: ServiceRequestItem) => string;
}

/** The time a request came in, in the shop's clock. */
export function useRequestDate() {
  const intl = useIntl();
  const format = new Intl.DateTimeFormat(NUMBER_LOCALES[intl.locale.startsWith('ar') ? 'ar' : 'en'], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  });
  return (iso: string) => {
    const date = new Date(iso);
    return iso && !Number.isNaN(date.getTime()) ? format.format(date) : '';
  };
}

/**
 * Service requests (vendor spec §3 "Request", §4 Requests; decision 0068): what customers asked
 * the shop for (catering, special orders), newest first, filtered by status. Each card says the
 * status in words, who asked (name, phone), the start of the message, the price quoted and when.
 */
export function RequestsListView(props: RequestsListViewProps) {
  const { requests, status, filter } = props;
  const intl = useIntl();
  const date = useRequestDate();
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.requests.title" />}
      description={<FormattedMessage id="dashboard.requests.description" />}
      breadcrumbs={props.breadcrumbs}
      filters={
        <Select
          label={<FormattedMessage id="dashboard.requests.filter" />}
          value={filter}
          onChange={(value) => props.onFilterChange(REQUEST_FILTERS.find((f) => f === value) ?? 'all')}
          options={REQUEST_FILTERS.map((f) => ({ id: f, label: intl.formatMessage({ id: FILTER_IDS[f] }) }))}
        />
      }
      status={status}
      error={<FormattedMessage id="dashboard.requests.error" />}
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && requests.length === 0}
      empty={{
        title: (
          <FormattedMessage
            id={filter === 'all' ? 'dashboard.requests.empty' : 'dashboard.requests.empty.filtered'}
            values={{ status: filter === 'all' ? '' : intl.formatMessage({ id: FILTER_IDS[filter] }) }}
          />
        ),
        message: <FormattedMessage id="dashboard.requests.empty.message" />,
      }}
    >
      <List aria-label={intl.formatMessage({ id: 'dashboard.requests.listLabel' })}>
        {requests.map((request) => {
          const name = request.customerName || intl.formatMessage({ id: 'dashboard.requests.noName' });
          const phone = phoneText(request.customerPhone);
          return (
            <li key={request.id}>
              <Card title={<bdi>{name}</bdi>} titleLevel={2}>
                <Header>
                  <Badge tone={STATUS_TONES[request.status]}>
                    <FormattedMessage id={STATUS_IDS[request.status]} />
                  </Badge>
                </Header>
                <Facts>
                  <dt>
                    <FormattedMessage id="dashboard.requests.phone" />
                  </dt>
                  <dd>{phone ? <bdi dir="ltr">{phone}</bdi> : <FormattedMessage id="dashboard.requests.noPhone" />}</dd>
                  {request.replyType ? (
                    <>
                      <dt>
                        <FormattedMessage id="dashboard.requests.reply" />
                      </dt>
                      <dd>
                        {request.replyType === 'price' && request.priceFils !== undefined ? (
                          <Money fils={request.priceFils} size="sm" />
                        ) : (
                          <FormattedMessage id="dashboard.requests.reply.message" />
                        )}
                      </dd>
                    </>
                  ) : null}
                  <dt>
                    <FormattedMessage id="dashboard.requests.received" />
                  </dt>
                  <dd>
                    <bdi>{date(request.createdAt)}</bdi>
                  </dd>
                </Facts>
                <Excerpt>
                  <bdi>{request.message}</bdi>
                </Excerpt>
                <Actions>
                  <Link href={props.detailHref(request)} aria-label={intl.formatMessage({ id: 'dashboard.requests.open.label' }, { name })}>
                    <FormattedMessage id="dashboard.requests.open" />
                  </Link>
                </Actions>
              </Card>
            </li>
          );
        })}
      </List>
    </ListPage>
  );
}
