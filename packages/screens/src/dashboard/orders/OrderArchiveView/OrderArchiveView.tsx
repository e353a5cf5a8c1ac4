import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { ApiError, Order } from '@dukkan/core';
import { formatNumber } from '@dukkan/core';
import {
  Badge,
  Button,
  DataTable,
  Link,
  ListPage,
  Money,
  type DataTableColumn,
  type ListPageStatus,
  type PageBreadcrumb,
} from '@dukkan/ui';
import { ORDER_TIME } from '../shared/orderDates.ts';
import { FULFILMENT_IDS, fulfilmentOf, paymentId, phoneText, STATUS_LABEL_IDS, totalFils } from '../shared/orderText.ts';
import { ArchiveFilters, type ArchiveFilterValue } from './ArchiveFilters.tsx';
import { Customer, Muted, Number as OrderNumber } from './OrderArchiveView.styles.ts';

export type { ArchiveFilterValue } from './ArchiveFilters.tsx';

export interface OrderArchiveViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The finished orders of this page, newest first. */
  orders: readonly Order[];
  /** Finished orders that match, on every page. */
  total: number;
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** The search as typed (the URL's `q`): an order number, a name or phone digits. */
  query: string;
  onQueryChange: (query: string) => void;
  filter: ArchiveFilterValue;
  /** YYYY-MM-DD in Dubai: the last day a range may reach. */
  today: string;
  onFilterChange: (filter: ArchiveFilterValue) => void;
  onClearFilters: () => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The order's page (its detail), from the app's routes. */
  orderHref: (order: Order) => string;
}

const TONES = { delivered: 'success', picked_up: 'success', cancelled: 'neutral' } as const;

function columnsOf(orderHref: OrderArchiveViewProps['orderHref']): DataTableColumn<Order>[] {
  return [
    {
      key: 'number',
      header: <FormattedMessage id="dashboard.orders.archive.col.order" />,
      minWidth: 130,
      cell: (order) => (
        <Link href={orderHref(order)}>
          <OrderNumber dir="ltr">{order.number}</OrderNumber>
        </Link>
      ),
    },
    {
      key: 'createdAt',
      header: <FormattedMessage id="dashboard.orders.archive.col.placed" />,
      minWidth: 170,
      cell: (order) => (
        <bdi>
          <FormattedDate value={order.createdAt} {...ORDER_TIME} />
        </bdi>
      ),
    },
    {
      key: 'customer',
      header: <FormattedMessage id="dashboard.orders.archive.col.customer" />,
      minWidth: 200,
      cell: (order) => (
        <Customer>
          {/* A flex item is a block: the isolate sits in a span, so an Arabic name keeps the column's alignment. */}
          <span>
            <bdi>{order.customerName || <FormattedMessage id="dashboard.orders.archive.noName" />}</bdi>
          </span>
          {order.customerPhone ? <Muted dir="ltr">{phoneText(order.customerPhone)}</Muted> : null}
        </Customer>
      ),
    },
    {
      key: 'fulfilment',
      header: <FormattedMessage id="dashboard.orders.archive.col.type" />,
      minWidth: 110,
      cell: (order) => <FormattedMessage id={FULFILMENT_IDS[fulfilmentOf(order)]} />,
    },
    {
      key: 'payment',
      header: <FormattedMessage id="dashboard.orders.archive.col.payment" />,
      minWidth: 100,
      cell: (order) => <FormattedMessage id={paymentId(order.payment_type)} />,
    },
    {
      key: 'total',
      kind: 'money',
      header: <FormattedMessage id="dashboard.orders.archive.col.total" />,
      minWidth: 150,
      cell: (order) => <Money fils={totalFils(order)} size="sm" />,
    },
    {
      key: 'status',
      header: <FormattedMessage id="dashboard.orders.archive.col.status" />,
      minWidth: 120,
      cell: (order) => (
        <Badge tone={order.status in TONES ? TONES[order.status as keyof typeof TONES] : 'neutral'}>
          <FormattedMessage id={STATUS_LABEL_IDS[order.status]} />
        </Badge>
      ),
    },
  ];
}

/**
 * The order archive (issue #12 item 2, decision 0070): the shop's finished orders (delivered,
 * picked up, cancelled), newest first, a server page at a time, found by number, name or phone
 * and filtered by status and by the days they were placed (Dubai days). Search, filters and page
 * live in the URL, so they come in through props; each number opens the order's page.
 */
export function OrderArchiveView(props: OrderArchiveViewProps) {
  const { orders, total, status, filter, query } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const filtered = Boolean(query.trim() || filter.status || filter.from || filter.to);
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.orders.archive.title" />}
      description={
        status === 'ready' ? (
          <FormattedMessage
            id="dashboard.orders.archive.description"
            values={{ count: total, n: <bdi dir="ltr">{formatNumber(total, locale)}</bdi> }}
          />
        ) : (
          <FormattedMessage id="dashboard.orders.archive.lede" />
        )
      }
      breadcrumbs={props.breadcrumbs}
      search={{
        label: intl.formatMessage({ id: 'dashboard.orders.archive.search' }),
        placeholder: intl.formatMessage({ id: 'dashboard.orders.archive.search.placeholder' }),
        value: query,
        onChange: props.onQueryChange,
      }}
      filters={<ArchiveFilters filter={filter} today={props.today} onChange={props.onFilterChange} />}
      status={status}
      error={
        <FormattedMessage
          id={props.error?.kind === 'network' ? 'dashboard.orders.archive.error.network' : 'dashboard.orders.archive.error'}
        />
      }
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && orders.length === 0}
      empty={
        filtered
          ? {
              title: <FormattedMessage id="dashboard.orders.archive.noMatches" />,
              message: <FormattedMessage id="dashboard.orders.archive.noMatches.message" />,
              action: (
                <Button variant="secondary" onClick={props.onClearFilters}>
                  <FormattedMessage id="dashboard.orders.archive.clearFilters" />
                </Button>
              ),
            }
          : {
              title: <FormattedMessage id="dashboard.orders.archive.empty" />,
              message: <FormattedMessage id="dashboard.orders.archive.empty.message" />,
            }
      }
      pagination={{ page: props.page, pageCount: props.pageCount, onPageChange: props.onPageChange }}
    >
      <DataTable
        label={<FormattedMessage id="dashboard.orders.archive.title" />}
        hideLabel
        columns={columnsOf(props.orderHref)}
        rows={orders}
        getRowKey={(order) => order.id}
        maxBlockSize="none"
      />
    </ListPage>
  );
}
