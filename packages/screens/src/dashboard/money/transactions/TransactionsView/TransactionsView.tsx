import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Badge, Button, DataTable, ListPage, Money, type DataTableColumn, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { MoneyFigures } from '../shared/MoneyFigures.tsx';
import { OPERATION_MESSAGE_IDS, useMoneyFormat, type MoneyFormat } from '../shared/moneyFormat.ts';
import type { TransactionOperation, TransactionRow, TransactionsFilterValue, TransactionTotals } from '../shared/types.ts';
import { TransactionsFilters } from './TransactionsFilters.tsx';
import { Figures, Ltr } from './TransactionsView.styles.ts';

export interface TransactionsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The rows of the current page, newest first. */
  rows: readonly TransactionRow[];
  /** The totals of the whole filtered range (every page). */
  totals: TransactionTotals;
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** From the URL. */
  filter: TransactionsFilterValue;
  /** YYYY-MM-DD in Dubai. */
  today: string;
  onFilterChange: (filter: TransactionsFilterValue) => void;
  /** Back to the default range and every operation (offered when the filter hides every row). */
  onClearFilters: () => void;
  isFiltered: boolean;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Downloads the filtered range as CSV (every page). */
  onExport: () => void;
}

const TONES: Readonly<Record<TransactionOperation, 'success' | 'info' | 'warning' | 'danger' | 'neutral'>> = {
  order: 'success',
  withdrawal: 'info',
  refund: 'warning',
  fee: 'neutral',
  payout: 'neutral',
};

function columnsOf(format: MoneyFormat): DataTableColumn<TransactionRow>[] {
  return [
    {
      key: 'createdAt',
      header: <FormattedMessage id="dashboard.money.transactions.col.date" />,
      minWidth: 170,
      cell: (row) => <bdi>{format.dateTime(row.createdAt)}</bdi>,
    },
    {
      key: 'operation',
      header: <FormattedMessage id="dashboard.money.transactions.col.operation" />,
      minWidth: 165,
      cell: (row) => (
        <Badge tone={TONES[row.operation]}>
          <FormattedMessage id={OPERATION_MESSAGE_IDS[row.operation]} />
        </Badge>
      ),
    },
    {
      key: 'id',
      header: <FormattedMessage id="dashboard.money.transactions.col.reference" />,
      minWidth: 120,
      cell: (row) => <Ltr dir="ltr">{row.id}</Ltr>,
    },
    {
      key: 'order',
      header: <FormattedMessage id="dashboard.money.csv.order" />,
      minWidth: 120,
      cell: (row) => (row.order ? <Ltr dir="ltr">{row.order}</Ltr> : null),
    },
    {
      key: 'credit',
      kind: 'money',
      header: <FormattedMessage id="dashboard.money.transactions.col.credit" />,
      // Wide enough for a billion dirhams ("AED 1,000,000,000.00") in either language.
      minWidth: 190,
      cell: (row) => (row.direction === 'credit' ? <Money fils={row.amountFils} size="sm" /> : null),
    },
    {
      key: 'debit',
      kind: 'money',
      header: <FormattedMessage id="dashboard.money.transactions.col.debit" />,
      minWidth: 190,
      cell: (row) => (row.direction === 'debit' ? <Money fils={row.amountFils} size="sm" /> : null),
    },
  ];
}

/**
 * The shop's ledger (vendor spec §7 Transactions, GET /transaction/details): sales, refunds,
 * driver cash withdrawals, fees and payouts in a date range, filtered by operation, a page at a
 * time, with the range's totals (every page, not just this one) and an export of the range to
 * CSV. The range, the operation and the page live in the URL, so they come in through props.
 */
export function TransactionsView(props: TransactionsViewProps) {
  const { rows, totals, status, filter, page, pageCount } = props;
  const intl = useIntl();
  const format = useMoneyFormat();
  const ready = status === 'ready';
  const isEmpty = ready && totals.count === 0;
  const range = { from: <bdi>{format.day(filter.fromDate)}</bdi>, to: <bdi>{format.day(filter.toDate)}</bdi> };

  return (
    <ListPage
      title={<FormattedMessage id="dashboard.money.transactions.title" />}
      description={<FormattedMessage id="dashboard.money.transactions.description" />}
      breadcrumbs={props.breadcrumbs}
      secondaryActions={
        <Button variant="secondary" onClick={props.onExport} disabled={!ready || isEmpty}>
          <FormattedMessage id="dashboard.money.transactions.export" />
        </Button>
      }
      filters={<TransactionsFilters filter={filter} today={props.today} onChange={props.onFilterChange} />}
      status={status}
      error={
        <FormattedMessage id={props.error?.kind === 'network' ? 'dashboard.money.error.network' : 'dashboard.money.transactions.error'} />
      }
      onRetry={props.onRetry}
      isEmpty={isEmpty}
      empty={{
        title: <FormattedMessage id="dashboard.money.transactions.empty" values={range} />,
        message: <FormattedMessage id="dashboard.money.transactions.empty.message" />,
        action: props.isFiltered ? (
          <Button variant="secondary" onClick={props.onClearFilters}>
            <FormattedMessage id="dashboard.money.transactions.clearFilters" />
          </Button>
        ) : undefined,
      }}
      pagination={{ page, pageCount, onPageChange: props.onPageChange }}
    >
      <Figures>
        <MoneyFigures
          label={intl.formatMessage({ id: 'dashboard.money.transactions.totals' })}
          figures={[
            {
              id: 'count',
              label: <FormattedMessage id="dashboard.money.transactions.total.count" />,
              value: <bdi dir="ltr">{format.number(totals.count)}</bdi>,
            },
            {
              id: 'credit',
              label: <FormattedMessage id="dashboard.money.transactions.total.credit" />,
              value: <Money fils={totals.creditFils} />,
            },
            {
              id: 'debit',
              label: <FormattedMessage id="dashboard.money.transactions.total.debit" />,
              value: <Money fils={totals.debitFils} />,
            },
            { id: 'net', label: <FormattedMessage id="dashboard.money.transactions.total.net" />, value: <Money fils={totals.netFils} /> },
          ]}
        />
      </Figures>
      <DataTable
        label={
          <FormattedMessage
            id="dashboard.money.transactions.caption"
            values={{ ...range, count: totals.count, n: <bdi dir="ltr">{format.number(totals.count)}</bdi> }}
          />
        }
        columns={columnsOf(format)}
        rows={rows}
        getRowKey={(row) => row.id}
        maxBlockSize="none"
      />
    </ListPage>
  );
}
