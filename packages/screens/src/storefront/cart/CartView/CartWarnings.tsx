import { FormattedMessage } from 'react-intl';
import type { Fils } from '@dukkan/core';
import { AlertIcon, InfoIcon, Money } from '@dukkan/ui';
import { messageFor, WARNING_MESSAGES, type CheckoutWarning } from './warnings.ts';
import { WarningList } from './CartSummary.styles.ts';

export interface CartWarningsProps {
  warnings: readonly CheckoutWarning[];
  /** Blocking ones are an alert; the others (a busy shop, a promotion that does not apply) are information. */
  blocking: boolean;
  /** The shop's minimum order for delivery, to say how much it is. */
  minOrderFils?: Fils;
}

/** One translated line per warning code; an unknown code shows the server's own message. */
function WarningText({ warning, minOrderFils }: { warning: CheckoutWarning; minOrderFils?: Fils }) {
  if (warning.code === 'below_min_order' && minOrderFils !== undefined) {
    return (
      <FormattedMessage id="storefront.cart.warning.belowMinOrderAmount" values={{ amount: <Money size="sm" fils={minOrderFils} /> }} />
    );
  }
  const id = messageFor(WARNING_MESSAGES, warning.code);
  return id ? <FormattedMessage id={id} /> : <bdi>{warning.message}</bdi>;
}

export function CartWarnings({ warnings, blocking, minOrderFils }: CartWarningsProps) {
  if (warnings.length === 0) return null;
  // Same code twice (two unavailable items) reads as one translated line.
  const unique = warnings.filter((w, i) =>
    messageFor(WARNING_MESSAGES, w.code) ? warnings.findIndex((o) => o.code === w.code) === i : true,
  );
  return (
    <WarningList data-tone={blocking ? 'danger' : 'warning'}>
      {unique.map((warning, i) => (
        <li key={`${warning.code}-${i}`}>
          {blocking ? <AlertIcon /> : <InfoIcon />}
          <span>
            <WarningText warning={warning} minOrderFils={minOrderFils} />
          </span>
        </li>
      ))}
    </WarningList>
  );
}
