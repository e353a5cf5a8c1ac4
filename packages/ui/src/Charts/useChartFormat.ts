import { useIntl } from 'react-intl';
import { filsToDecimalText, formatMoney, formatNumber, NUMBER_LOCALES } from '@dukkan/core';

export type ChartFormat = 'number' | 'money';

/**
 * Formatters for a chart's values: full values (table, labels) through core's formatMoney /
 * formatNumber, compact ones for the axis ("AED 1.5K"). Money values are integer fils.
 */
export function useChartFormat(format: ChartFormat) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const compact = new Intl.NumberFormat(
    NUMBER_LOCALES[locale],
    format === 'money'
      ? { style: 'currency', currency: 'AED', notation: 'compact', maximumFractionDigits: 1 }
      : { notation: 'compact', maximumFractionDigits: 1 },
  );
  const percent = new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: 'percent', maximumFractionDigits: 1 });
  return {
    locale,
    rtl: locale === 'ar',
    /**
     * Bidi direction of a value: numbers are LTR data; money runs in its own direction
     * (Intl's Arabic AED string starts with a right-to-left mark, decision 0010 addendum).
     */
    htmlDir: format === 'money' ? ('auto' as const) : ('ltr' as const),
    svgDir: format === 'money' && locale === 'ar' ? ('rtl' as const) : ('ltr' as const),
    value: (v: number) => (format === 'money' ? formatMoney(Math.round(v), locale) : formatNumber(v, locale)),
    tick: (v: number) => (format === 'money' ? compact.format(filsToDecimalText(Math.round(v))) : compact.format(v)),
    percent: (share: number) => percent.format(share),
  };
}
