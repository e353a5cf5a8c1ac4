import type { FormatDateOptions } from 'react-intl';
import { useIntl } from 'react-intl';

/** A post's day in the shop's time zone, Latin digits in both languages (decision 0010). */
export const BLOG_DAY: FormatDateOptions = { dateStyle: 'long', timeZone: 'Asia/Dubai', numberingSystem: 'latn' };

export function BlogDate({ value }: { value: string }) {
  const intl = useIntl();
  return <time dateTime={value}>{intl.formatDate(value, BLOG_DAY)}</time>;
}
