import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Order } from '@dukkan/core';
import { Badge, DataTable, EmptyState, ErrorState, Link, Money, type DataTableColumn } from '@dukkan/ui';
import { PartLoading } from './PartLoading.tsx';
import { STATUS_LABEL_IDS, totalFils } from '../../orders/shared/orderText.ts';
import type { PartStatus } from './types.ts';
import { LtrText, Panel, PanelHeading } from './CustomerDetailView.styles.ts';

export interface CustomerDetailOrdersProps {
  /** GET /customer/{id}/list: newest first. */
  orders: readonly Order[];
  status: PartStatus;
  onRetry: () => void;
  orderHref: (id: string) => string;
}

const TONES: Partial<Record<Order['status'], 'success' | 'danger' | 'info' | 'warning'>> = {
  delivered: 'success',
  picked_up: 'success',
  cancelled: 'danger',
  pending: 'warning',
};

const columns: DataTableColumn<Order & { href: string }>[] = [
  {
    key: 'number',
    header: <FormattedMessage id="dashboard.customers.detail.orders.col.number" />,
    width: 150,
    cell: (o) => (
      <Link href={o.href}>
        <LtrText dir="ltr">{o.number}</LtrText>
      </Link>
    ),
  },
  {
    key: 'createdAt',
    header: <FormattedMessage id="dashboard.customers.detail.orders.col.date" />,
    minWidth: 160,
    grow: 1,
    cell: (o) => (
      <FormattedDate value={o.createdAt} day="numeric" month="short" year="numeric" hour="numeric" minute="2-digit" timeZone="Asia/Dubai" />
    ),
  },
  {
    key: 'status',
    header: <FormattedMessage id="dashboard.customers.detail.orders.col.status" />,
    width: 150,
    cell: (o) => (
      <Badge tone={TONES[o.status] ?? 'info'}>
        <FormattedMessage id={STATUS_LABEL_IDS[o.status]} />
      </Badge>
    ),
  },
  {
    key: 'total',
    header: <FormattedMessage id="dashboard.customers.detail.orders.col.total" />,
    width: 140,
    align: 'end',
    cell: (o) => <Money fils={totalFils(o)} size="sm" />,
  },
];

/** The customer's orders at the shop (GET /customer/{id}/list), each linking to the order's page. */
export function CustomerDetailOrders({ orders, status, onRetry, orderHref }: CustomerDetailOrdersProps) {
  return (
    <Panel>
      <PanelHeading>
        <FormattedMessage id="dashboard.customers.detail.orders.title" />
      </PanelHeading>
      {status === 'loading' ? (
        <PartLoading />
      ) : status === 'error' ? (
        <ErrorState
          title={<FormattedMessage id="dashboard.customers.detail.orders.error" />}
          description={<FormattedMessage id="dashboard.customers.detail.partError.message" />}
          onRetry={onRetry}
        />
      ) : orders.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="dashboard.customers.detail.orders.empty" />}
          description={<FormattedMessage id="dashboard.customers.detail.orders.empty.message" />}
        />
      ) : (
        <DataTable
          label={<FormattedMessage id="dashboard.customers.detail.orders.title" />}
          hideLabel
          columns={columns}
          rows={orders.map((o) => ({ ...o, href: orderHref(o.id) }))}
          getRowKey={(o) => o.id}
          windowThreshold={100}
          rowHeight={52}
          maxBlockSize="60vh"
        />
      )}
    </Panel>
  );
}
