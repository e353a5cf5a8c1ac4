import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney, formatNumber, NUMBER_LOCALES } from '@dukkan/core';
import type { TransactionOperation } from './types.ts';

/** Message ids of the operations of GET /transaction/details (decision 0056). */
export const OPERATION_MESSAGE_IDS: Readonly<Record<TransactionOperation, string>> = {
  order: 'dashboard.money.operation.order',
  refund: 'dashboard.money.operation.refund',
  withdrawal: 'dashboard.money.operation.withdrawal',
  payout: 'dashboard.money.operation.payout',
  fee: 'dashboard.money.operation.fee',
};

/**
 * The money screens' words for numbers, money and times in the interface language (Latin digits
 * in Arabic, decision 0010). Times are the shop's: Dubai, whatever the browser's zone; calendar
 * days (YYYY-MM-DD) are formatted in UTC so no time zone moves them.
 */
export function useMoneyFormat() {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? ('ar' as const) : ('en' as const);
  return useMemo(() => {
    const tag = NUMBER_LOCALES[locale];
    const dateTime = new Intl.DateTimeFormat(tag, {
      timeZone: 'Asia/Dubai',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const day = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
    return {
      locale,
      money: (fils: number) => formatMoney(fils, locale).replace('-', '\u2212'),
      number: (n: number) => formatNumber(n, locale),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
    };
  }, [locale]);
}

export type MoneyFormat = ReturnType<typeof useMoneyFormat>;
