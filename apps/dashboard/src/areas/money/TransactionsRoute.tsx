import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  ApiRequestError,
  buildTransactionsCsv,
  readTransactionsFilter,
  transactionsCsvName,
  transactionsFilters,
  useTransactions,
  type TransactionsFilter,
} from '@dukkan/data';
import { OPERATION_MESSAGE_IDS, TransactionsView } from '@dukkan/screens';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { downloadText } from './download.ts';
import { dubaiToday } from '../../layout/dubaiToday.ts';

/**
 * /transactions (vendor spec §7 Transactions, issue #15 item 2): the working shop's ledger for a
 * range and an operation kept in the URL (`f.from`, `f.to`, `f.op`, `page`), its totals, and the
 * CSV export of the whole range, built from the same rows as the totals on screen.
 */
export function TransactionsRoute() {
  const intl = useIntl();
  const { shopId } = useWorkingShop();
  const crumbs = useCrumbs();
  const [list, update] = useListState();
  const [today] = useState(dubaiToday);
  const filter = useMemo(() => readTransactionsFilter(list.filters, today), [list.filters, today]);
  const ledger = useTransactions(shopId, filter, list.page);
  const isFiltered = Object.values(transactionsFilters(filter, today)).some((value) => value !== null);

  function exportCsv() {
    const text = (id: string) => intl.formatMessage({ id });
    const csv = buildTransactionsCsv(ledger.all, {
      date: text('dashboard.money.csv.date'),
      time: text('dashboard.money.csv.time'),
      operation: text('dashboard.money.transactions.col.operation'),
      reference: text('dashboard.money.csv.reference'),
      order: text('dashboard.money.csv.order'),
      credit: text('dashboard.money.csv.credit'),
      debit: text('dashboard.money.csv.debit'),
      total: text('dashboard.money.csv.total'),
      net: text('dashboard.money.csv.net'),
      operationName: (operation) => text(OPERATION_MESSAGE_IDS[operation]),
    });
    downloadText(transactionsCsvName(filter.fromDate, filter.toDate, filter.operation), csv);
  }

  return (
    <TransactionsView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      rows={ledger.rows}
      totals={ledger.totals}
      status={ledger.status}
      error={ledger.error instanceof ApiRequestError ? ledger.error.error : null}
      onRetry={ledger.retry}
      filter={filter}
      today={today}
      onFilterChange={(next: TransactionsFilter) => update({ filters: transactionsFilters(next, today) })}
      onClearFilters={() => update({ filters: { from: null, to: null, op: null } })}
      isFiltered={isFiltered}
      page={ledger.page}
      pageCount={ledger.pageCount}
      onPageChange={(page) => update({ page })}
      onExport={exportCsv}
    />
  );
}
