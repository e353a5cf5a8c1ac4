import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useTheme } from 'styled-components';
import type { Fils, PaymentSource } from '@dukkan/core';
import { Button, Dialog, InlineAlert, Money } from '@dukkan/ui';
import { PAYMENT_ERRORS, type CardPaymentError } from './cardMessages.ts';
import { CardPaymentForm, type CardPaymentInput } from './CardPaymentForm.tsx';
import { ButtonAmount, Note } from './CardPaymentDialog.styles.ts';

export interface CardPaymentDialogProps {
  isOpen: boolean;
  /** The amount due (the order's `total_amount`), shown and charged. */
  amountFils: Fils;
  /** The customer's saved cards (`sources` with expiry); empty for none. */
  savedCards: readonly PaymentSource[];
  /**
   * Called once per attempt with a checked card. Return the payment's promise, or drive
   * `isPending`: the dialog stays busy (no second submit) until the promise settles, `isPending`
   * falls back to false, or `error` changes.
   */
  onPay: (input: CardPaymentInput) => void | Promise<unknown>;
  isPending?: boolean;
  /** The outcome of the last attempt when it failed: shown, translated, as an alert. */
  error?: CardPaymentError | null;
  /** Closed by Cancel, Escape or the close button (not while a payment is under way). */
  onCancel: () => void;
  /** Delete a saved card; the app asks for confirmation first. */
  onDeleteCard: (card: PaymentSource) => void;
  /** The saved card being deleted, if any. */
  deletingCardId?: string | null;
  /** The clock expiry dates are checked against (fixed in stories and tests). */
  now?: () => number;
}

/** A submitted attempt: settled when its promise does; without one, it ends when `error` changes. */
interface Attempt {
  error: CardPaymentError | null;
  viaPromise: boolean;
  settled: boolean;
}

/** Paying an order by card (customer spec §7 "Payment"): a saved card with its CVC, or a new card. */
export function CardPaymentDialog({
  isOpen,
  amountFils,
  savedCards,
  onPay,
  isPending = false,
  error = null,
  onCancel,
  onDeleteCard,
  deletingCardId = null,
  now = Date.now,
}: CardPaymentDialogProps) {
  const formId = useId();
  const theme = useTheme();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  // The "previous props" pattern: an attempt ends when isPending falls or the dialog closes.
  const [seen, setSeen] = useState({ isPending, isOpen });
  if (seen.isPending !== isPending || seen.isOpen !== isOpen) {
    setSeen({ isPending, isOpen });
    if ((seen.isPending && !isPending) || !isOpen) setAttempt(null);
  }
  const waiting = attempt !== null && !attempt.settled && (attempt.viaPromise || attempt.error === error);
  const busy = isPending || waiting;

  function pay(input: CardPaymentInput) {
    if (busy) return;
    const outcome = onPay(input);
    const viaPromise = typeof (outcome as Promise<unknown> | undefined)?.then === 'function';
    const current: Attempt = { error, viaPromise, settled: false };
    setAttempt(current);
    if (viaPromise) {
      const settle = () => setAttempt((latest) => (latest === current ? { ...current, settled: true } : latest));
      (outcome as Promise<unknown>).then(settle, settle);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      showCloseButton={!busy}
      size="md"
      title={<FormattedMessage id="storefront.payment.dialog.title" />}
      description={<FormattedMessage id="storefront.payment.dialog.amountDue" values={{ amount: <Money fils={amountFils} /> }} />}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="storefront.payment.dialog.cancel" />
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            <FormattedMessage
              id="storefront.payment.dialog.pay"
              values={{
                amount: (
                  <ButtonAmount>
                    <Money fils={amountFils} />
                  </ButtonAmount>
                ),
              }}
            />
          </Button>
        </>
      }
    >
      {/* Spaced from the form by the theme's step (the dialog body does not stack its children). */}
      {error && !busy ? (
        <div style={{ marginBlockEnd: theme.space[4] }}>
          <InlineAlert tone="critical">
            <FormattedMessage {...PAYMENT_ERRORS[error]} />
          </InlineAlert>
        </div>
      ) : null}
      <CardPaymentForm
        id={formId}
        savedCards={savedCards}
        onSubmit={pay}
        onDeleteCard={onDeleteCard}
        deletingCardId={deletingCardId}
        busy={busy}
        now={now}
      />
      <Note>
        <FormattedMessage id="storefront.payment.dialog.secure" />
      </Note>
    </Dialog>
  );
}
