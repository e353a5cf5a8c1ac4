import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, InlineAlert } from '@dukkan/ui';
import { BLOCKER_MESSAGES, placeErrorMessage, type PlaceBlocker } from './warnings.ts';
import { PlaceArea, Reason } from './CartSummary.styles.ts';

export interface CartPlaceOrderProps {
  blocker: PlaceBlocker | null;
  /** Called once per attempt; a returned promise keeps further clicks out until it settles. */
  onPlaceOrder: () => void | Promise<unknown>;
  isPlacing: boolean;
  placeError?: unknown;
}

/**
 * Place order. Disabled (aria-disabled, still focusable, with its reason read as its
 * description) while something blocks the order; pending while placing. Two clicks never
 * place two orders: the button ignores clicks while `isPlacing`, and also while the promise
 * of the first click is unsettled, before the app has re-rendered with `isPlacing`.
 */
export function CartPlaceOrder({ blocker, onPlaceOrder, isPlacing, placeError }: CartPlaceOrderProps) {
  const reasonId = useId();
  const errorId = useId();
  const inFlight = useRef(false);

  function place() {
    if (inFlight.current || isPlacing || blocker) return;
    const result = onPlaceOrder();
    if (result instanceof Promise) {
      inFlight.current = true;
      result.then(
        () => (inFlight.current = false),
        () => (inFlight.current = false),
      );
    }
  }

  const showError = Boolean(placeError) && !isPlacing;
  const describedBy = [blocker && !isPlacing ? reasonId : null, showError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <PlaceArea>
      <Button size="lg" fullWidth disabled={blocker !== null} loading={isPlacing} onClick={place} aria-describedby={describedBy}>
        <FormattedMessage id={isPlacing ? 'storefront.cart.place.placing' : 'storefront.cart.place.button'} />
      </Button>
      {blocker && !isPlacing ? (
        <Reason id={reasonId}>
          <FormattedMessage id={BLOCKER_MESSAGES[blocker]} />
        </Reason>
      ) : null}
      {/* In the page from the start, so a failed attempt is announced; empty, it takes no room. */}
      <InlineAlert tone="critical" id={errorId} visible={showError}>
        {showError ? <FormattedMessage id={placeErrorMessage(placeError)} /> : null}
      </InlineAlert>
    </PlaceArea>
  );
}
