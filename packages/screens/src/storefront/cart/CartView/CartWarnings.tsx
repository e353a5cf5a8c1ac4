import { FormattedMessage } from 'react-intl';
import type { Fils } from '@dukkan/core';
import { AlertIcon, InfoIcon, Money } from '@dukkan/ui';
import { warningMessageId, type CheckoutWarning } from './warnings.ts';
import { WarningList } from './CartSummary.styles.ts';

export interface CartWarningsProps {
  warnings: readonly CheckoutWarning[];
  /** Blocking ones are an alert; the others (a busy shop, a promotion that does not apply) are information. */
  blocking: boolean;
  /** The shop's minimum order for delivery, to say how much it is. */
  minOrderFils?: Fils;
}

/** One translated line per warning code; an unknown code gets the general line, never the server's words. */
function WarningText({ warning, minOrderFils }: { warning: CheckoutWarning; minOrderFils?: Fils }) {
  if (warning.code === 'below_min_order' && minOrderFils !== undefined) {
    return (
      <FormattedMessage id="storefront.cart.warning.belowMinOrderAmount" values={{ amount: <Money size="sm" fils={minOrderFils} /> }} />
    );
  }
  return <FormattedMessage id={warningMessageId(warning.code)} />;
}

export function CartWarnings({ warnings, blocking, minOrderFils }: CartWarningsProps) {
  if (warnings.length === 0) return null;
  // Same line twice (two unavailable items, two unknown codes) reads as one translated line.
  const unique = warnings.filter((w, i) => warnings.findIndex((o) => warningMessageId(o.code) === warningMessageId(w.code)) === i);
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
