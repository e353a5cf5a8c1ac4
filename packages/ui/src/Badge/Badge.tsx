import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatNumber } from '@dukkan/core';
import { BadgeBox, BadgeCount, BadgeLabel } from './Badge.styles.ts';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** The text of the badge: a translated message or user content. */
  children: ReactNode;
  /** An optional count shown after the text, in an LTR isolate so it never reorders in Arabic. */
  count?: number;
}

/**
 * A short status label (order status, stock state). Colour is never the only signal: the
 * text says the state, the tone only reinforces it.
 */
export function Badge({ tone = 'neutral', children, count, ...rest }: BadgeProps) {
  const intl = useIntl();
  return (
    <BadgeBox data-tone={tone} {...rest}>
      <BadgeLabel>{children}</BadgeLabel>
      {count === undefined ? null : <BadgeCount dir="ltr">{formatNumber(count, intl.locale === 'ar' ? 'ar' : 'en')}</BadgeCount>}
    </BadgeBox>
  );
}
