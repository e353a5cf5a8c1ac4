import { useIntl } from 'react-intl';
import { formatMoney, isAppLocale, type Fils } from '@dukkan/core';
import { VisuallyHidden } from '../Select/field.styles.ts';
import { Amount, Now, Was } from './Money.styles.ts';

export interface MoneyProps {
  /** The amount in integer fils (AED × 100); negative for a discount. */
  fils: Fils;
  /** The price before an offer, struck through beside the new one. Ignored unless higher. */
  original?: Fils;
  size?: 'sm' | 'md' | 'lg';
}

/** A true minus sign: read as "minus", and as wide as a plus. */
function format(fils: Fils, locale: 'en' | 'ar'): string {
  return formatMoney(fils, locale).replace('-', '\u2212');
}

/**
 * An AED amount formatted for the interface language by core's formatMoney, in a bidi
 * isolate so it never reorders the text around it. The isolate's direction is `auto`, not
 * `ltr`: Intl's Arabic AED string ("‏12.50 د.إ.‏") starts with a right-to-left mark and is
 * meant to run right to left (currency on the left of the digits); forcing it left to right
 * would move the currency to the wrong side (docs/decisions/0010). The digits themselves
 * stay Latin and in order either way. With `original`, the old price is struck through and
 * screen readers hear "Was AED 15.00, now AED 12.50".
 */
export function Money({ fils, original, size = 'md' }: MoneyProps) {
  const intl = useIntl();
  const locale = isAppLocale(intl.locale) ? intl.locale : 'en';
  const now = format(fils, locale);
  const tone = fils < 0 ? 'discount' : undefined;
  if (original === undefined || original <= fils) {
    return (
      <Amount data-size={size}>
        <Now dir="auto" data-tone={tone}>
          {now}
        </Now>
      </Amount>
    );
  }
  const was = format(original, locale);
  return (
    <Amount data-size={size}>
      <VisuallyHidden>{intl.formatMessage({ id: 'ui.money.wasNow' }, { was, now })}</VisuallyHidden>
      <Now dir="auto" data-tone="offer" aria-hidden="true">
        {now}
      </Now>
      <Was aria-hidden="true">
        <bdi dir="auto">{was}</bdi>
      </Was>
    </Amount>
  );
}
