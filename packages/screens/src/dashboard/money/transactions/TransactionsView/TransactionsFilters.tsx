import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DateField, Select } from '@dukkan/ui';
import { OPERATION_MESSAGE_IDS } from '../shared/moneyFormat.ts';
import { TRANSACTION_OPERATIONS, type TransactionsFilterValue } from '../shared/types.ts';

const ALL = 'all';

function safeDate(day: string): CalendarDate | null {
  try {
    return parseDate(day);
  } catch {
    return null;
  }
}

export interface TransactionsFiltersProps {
  filter: TransactionsFilterValue;
  /** YYYY-MM-DD in Dubai: the last day a range may reach. */
  today: string;
  onChange: (filter: TransactionsFilterValue) => void;
}

/**
 * The range (two dates) and the operation. A range is applied once both dates make one (the
 * start not after the end, neither after today); until then the end date says why and the table
 * keeps the last range shown. The operation applies at once.
 */
export function TransactionsFilters({ filter, today, onChange }: TransactionsFiltersProps) {
  const intl = useIntl();
  const [from, setFrom] = useState<CalendarDate | null>(safeDate(filter.fromDate));
  const [to, setTo] = useState<CalendarDate | null>(safeDate(filter.toDate));
  // The URL changed under the fields (Back, a shared link): show its range.
  const [shown, setShown] = useState(`${filter.fromDate}/${filter.toDate}`);
  if (shown !== `${filter.fromDate}/${filter.toDate}`) {
    setShown(`${filter.fromDate}/${filter.toDate}`);
    setFrom(safeDate(filter.fromDate));
    setTo(safeDate(filter.toDate));
  }
  const max = parseDate(today);
  const backwards = from !== null && to !== null && from.compare(to) > 0;

  const apply = (nextFrom: CalendarDate | null, nextTo: CalendarDate | null) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (!nextFrom || !nextTo || nextFrom.compare(nextTo) > 0 || nextTo.compare(max) > 0) return;
    setShown(`${nextFrom.toString()}/${nextTo.toString()}`);
    onChange({ ...filter, fromDate: nextFrom.toString(), toDate: nextTo.toString() });
  };

  return (
    <>
      <DateField
        label={<FormattedMessage id="dashboard.money.transactions.from" />}
        value={from}
        maxValue={max}
        onChange={(value) => apply(value, to)}
      />
      <DateField
        label={<FormattedMessage id="dashboard.money.transactions.to" />}
        value={to}
        maxValue={max}
        error={backwards ? <FormattedMessage id="dashboard.money.transactions.range.order" /> : undefined}
        onChange={(value) => apply(from, value)}
      />
      <Select
        label={<FormattedMessage id="dashboard.money.transactions.operation" />}
        options={[
          { id: ALL, label: intl.formatMessage({ id: 'dashboard.money.operation.all' }) },
          ...TRANSACTION_OPERATIONS.map((op) => ({ id: op, label: intl.formatMessage({ id: OPERATION_MESSAGE_IDS[op] }) })),
        ]}
        value={filter.operation ?? ALL}
        onChange={(id) => onChange({ ...filter, operation: TRANSACTION_OPERATIONS.find((op) => op === id) })}
      />
    </>
  );
}
