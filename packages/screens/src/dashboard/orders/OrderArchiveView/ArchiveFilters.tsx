import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseDate, type CalendarDate } from '@internationalized/date';
import type { OrderStatus } from '@dukkan/core';
import { DateField, Select } from '@dukkan/ui';
import { STATUS_LABEL_IDS } from '../shared/orderText.ts';

/** The statuses an archived order can have. */
export const ARCHIVE_STATUSES = ['delivered', 'picked_up', 'cancelled'] as const satisfies readonly OrderStatus[];

export interface ArchiveFilterValue {
  status: (typeof ARCHIVE_STATUSES)[number] | null;
  /** YYYY-MM-DD, Dubai days, both included; either may be open. */
  from: string | null;
  to: string | null;
}

const ALL = 'all';

function safeDate(day: string | null): CalendarDate | null {
  if (!day) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
}

export interface ArchiveFiltersProps {
  filter: ArchiveFilterValue;
  today: string;
  onChange: (filter: ArchiveFilterValue) => void;
}

/**
 * The status and the days the orders were placed. Each date applies alone (an open range is
 * fine: "since 1 November"); a start after the end is not applied, and the end date says why.
 */
export function ArchiveFilters({ filter, today, onChange }: ArchiveFiltersProps) {
  const intl = useIntl();
  const [from, setFrom] = useState<CalendarDate | null>(safeDate(filter.from));
  const [to, setTo] = useState<CalendarDate | null>(safeDate(filter.to));
  // The URL changed under the fields (Back, a shared link, "Clear filters"): show its range.
  const [shown, setShown] = useState(`${filter.from}/${filter.to}`);
  if (shown !== `${filter.from}/${filter.to}`) {
    setShown(`${filter.from}/${filter.to}`);
    setFrom(safeDate(filter.from));
    setTo(safeDate(filter.to));
  }
  const max = parseDate(today);
  const backwards = from !== null && to !== null && from.compare(to) > 0;

  const apply = (nextFrom: CalendarDate | null, nextTo: CalendarDate | null) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (nextFrom && nextTo && nextFrom.compare(nextTo) > 0) return;
    if ((nextFrom && nextFrom.compare(max) > 0) || (nextTo && nextTo.compare(max) > 0)) return;
    const next = { from: nextFrom?.toString() ?? null, to: nextTo?.toString() ?? null };
    setShown(`${next.from}/${next.to}`);
    onChange({ ...filter, ...next });
  };

  return (
    <>
      <Select
        label={<FormattedMessage id="dashboard.orders.archive.status" />}
        options={[
          { id: ALL, label: intl.formatMessage({ id: 'dashboard.orders.archive.status.all' }) },
          ...ARCHIVE_STATUSES.map((status) => ({ id: status, label: intl.formatMessage({ id: STATUS_LABEL_IDS[status] }) })),
        ]}
        value={filter.status ?? ALL}
        onChange={(id) => onChange({ ...filter, status: ARCHIVE_STATUSES.find((status) => status === id) ?? null })}
      />
      <DateField
        label={<FormattedMessage id="dashboard.orders.archive.from" />}
        value={from}
        maxValue={max}
        onChange={(value) => apply(value, to)}
      />
      <DateField
        label={<FormattedMessage id="dashboard.orders.archive.to" />}
        value={to}
        maxValue={max}
        error={backwards ? <FormattedMessage id="dashboard.orders.archive.range.order" /> : undefined}
        onChange={(value) => apply(from, value)}
      />
    </>
  );
}
