import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DateField, Radio, RadioGroup, Select } from '@dukkan/ui';
import { Controls } from './StatisticsView.styles.ts';
import { weekOrder, type StatisticsFormat } from './statisticsFormat.ts';
import type { StatisticsPeriod, StatisticsPeriodKind, Weekday } from './types.ts';

/** The sales/orders call answers at most 366 days (one leap year). */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

const KINDS: Readonly<Record<StatisticsPeriodKind, string>> = {
  day: 'dashboard.statistics.period.day',
  week: 'dashboard.statistics.period.week',
  month: 'dashboard.statistics.period.month',
  custom: 'dashboard.statistics.period.custom',
};

const PROBLEMS = {
  order: 'dashboard.statistics.range.order',
  future: 'dashboard.statistics.range.future',
  long: 'dashboard.statistics.range.long',
} as const;

export interface StatisticsPeriodPickerProps {
  period: StatisticsPeriod;
  /** YYYY-MM-DD in Dubai: the last day a custom range may reach. */
  today: string;
  format: StatisticsFormat;
  onChange: (period: StatisticsPeriod) => void;
}

function safeDate(day: string | undefined): CalendarDate | null {
  if (!day) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
}

/** Why a custom range cannot be shown, or null when it can. */
function rangeProblem(
  from: CalendarDate | null,
  to: CalendarDate | null,
  today: string,
): 'incomplete' | 'order' | 'future' | 'long' | null {
  if (!from || !to) return 'incomplete';
  if (to.toString() > today || from.toString() > today) return 'future';
  if (from.compare(to) > 0) return 'order';
  const days = Math.round((Date.parse(to.toString()) - Date.parse(from.toString())) / DAY_MS) + 1;
  return days > MAX_RANGE_DAYS ? 'long' : null;
}

/**
 * Day (the last 30 days), week (12 weeks from the shop's week start), month (12 months) or a
 * custom range of dates. A custom range is applied once both dates make a valid range; until
 * then the field says why and the charts keep the last range shown.
 */
export function StatisticsPeriodPicker({ period, today, format, onChange }: StatisticsPeriodPickerProps) {
  const [from, setFrom] = useState<CalendarDate | null>(safeDate(period.startDate));
  const [to, setTo] = useState<CalendarDate | null>(safeDate(period.endDate));
  const problem = period.kind === 'custom' ? rangeProblem(from, to, today) : null;

  const applyRange = (nextFrom: CalendarDate | null, nextTo: CalendarDate | null) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (nextFrom && nextTo && rangeProblem(nextFrom, nextTo, today) === null) {
      onChange({ ...period, kind: 'custom', startDate: nextFrom.toString(), endDate: nextTo.toString() });
    }
  };

  return (
    <Controls>
      <RadioGroup
        label={<FormattedMessage id="dashboard.statistics.period.label" />}
        orientation="horizontal"
        value={period.kind}
        onChange={(kind) => {
          const next: StatisticsPeriod = { kind: kind as StatisticsPeriodKind, weekStartDay: period.weekStartDay };
          if (kind === 'custom' && from && to && rangeProblem(from, to, today) === null) {
            next.startDate = from.toString();
            next.endDate = to.toString();
          }
          onChange(next);
        }}
      >
        {Object.entries(KINDS).map(([kind, id]) => (
          <Radio key={kind} value={kind}>
            <FormattedMessage id={id} />
          </Radio>
        ))}
      </RadioGroup>
      {period.kind === 'week' ? (
        <Select
          label={<FormattedMessage id="dashboard.statistics.weekStart.label" />}
          options={weekOrder(0).map((d) => ({ id: String(d), label: format.weekday(d) }))}
          value={String(period.weekStartDay)}
          onChange={(id) => (id === null ? undefined : onChange({ ...period, weekStartDay: Number(id) as Weekday }))}
        />
      ) : null}
      {period.kind === 'custom' ? (
        <>
          <DateField
            label={<FormattedMessage id="dashboard.statistics.range.from" />}
            value={from}
            maxValue={parseDate(today)}
            onChange={(value) => applyRange(value, to)}
          />
          <DateField
            label={<FormattedMessage id="dashboard.statistics.range.to" />}
            value={to}
            maxValue={parseDate(today)}
            error={
              problem && problem !== 'incomplete' ? (
                <FormattedMessage id={PROBLEMS[problem]} values={{ days: format.number(MAX_RANGE_DAYS) }} />
              ) : undefined
            }
            description={
              problem === 'incomplete' ? (
                <FormattedMessage id="dashboard.statistics.range.hint" values={{ days: format.number(MAX_RANGE_DAYS) }} />
              ) : undefined
            }
            onChange={(value) => applyRange(from, value)}
          />
        </>
      ) : null}
    </Controls>
  );
}
