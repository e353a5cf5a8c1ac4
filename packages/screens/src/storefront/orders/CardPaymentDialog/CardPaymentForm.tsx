import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentSource } from '@dukkan/core';
import { TextField } from '@dukkan/ui';
import { checkNewCard, cvcIsValid, cvcLength, digitsOf, type CardDetails, type NewCardProblems, type NewCardText } from './cardForm.ts';
import { CVC_PROBLEMS } from './cardMessages.ts';
import { FormBody } from './CardPaymentDialog.styles.ts';
import { NewCardFields } from './NewCardFields.tsx';
import { NEW_CARD, SavedCardOptions } from './SavedCardOptions.tsx';

/** What the customer chose to pay with: a new card (for the provider to tokenise) or a saved one. */
export type CardPaymentInput = { kind: 'new'; card: CardDetails; saveCard: boolean } | { kind: 'saved'; sourceId: string; cvc: string };

export interface CardPaymentFormProps {
  id: string;
  savedCards: readonly PaymentSource[];
  onSubmit: (input: CardPaymentInput) => void;
  onDeleteCard: (card: PaymentSource) => void;
  deletingCardId: string | null;
  busy: boolean;
  now: () => number;
}

const EMPTY: NewCardText = { number: '', expiry: '', cvc: '' };

/**
 * The fields of the payment dialog. Nothing is checked while typing; after a submit that
 * failed the checks, problems update as the customer fixes them, and focus goes to the
 * first field with one.
 */
export function CardPaymentForm({ id, savedCards, onSubmit, onDeleteCard, deletingCardId, busy, now }: CardPaymentFormProps) {
  const intl = useIntl();
  const [picked, setPicked] = useState<string>(savedCards[0]?.id ?? NEW_CARD);
  const [card, setCard] = useState<NewCardText>(EMPTY);
  const [savedCvc, setSavedCvc] = useState('');
  const [saveCard, setSaveCard] = useState(false);
  /** When the last failed submit happened: problems are shown from then on, checked at that time. */
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const savedCvcRef = useRef<HTMLInputElement>(null);

  // A deleted card cannot stay chosen: fall back to the first card left, or a new card.
  const choice = picked === NEW_CARD || savedCards.some((c) => c.id === picked) ? picked : (savedCards[0]?.id ?? NEW_CARD);
  const saved = savedCards.find((c) => c.id === choice) ?? null;
  const newCheck = checkedAt === null || saved ? null : checkNewCard(card, checkedAt);
  const problems: NewCardProblems = newCheck && 'problems' in newCheck ? newCheck.problems : {};
  const savedCvcWrong = checkedAt !== null && saved !== null && !cvcIsValid(savedCvc, saved.brand);

  function choose(value: string) {
    setPicked(value);
    setCheckedAt(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (saved) {
      if (!cvcIsValid(savedCvc, saved.brand)) {
        setCheckedAt(now());
        savedCvcRef.current?.focus();
        return;
      }
      onSubmit({ kind: 'saved', sourceId: saved.id, cvc: digitsOf(savedCvc, 4) });
      return;
    }
    const at = now();
    const result = checkNewCard(card, at);
    if ('problems' in result) {
      setCheckedAt(at);
      const { number, expiry } = result.problems;
      (number ? numberRef : expiry ? expiryRef : cvcRef).current?.focus();
      return;
    }
    onSubmit({ kind: 'new', card: result.card, saveCard });
  }

  const savedDigits = saved ? cvcLength(saved.brand) : 3;
  return (
    <FormBody id={id} onSubmit={submit} noValidate>
      {savedCards.length > 0 ? (
        <SavedCardOptions
          cards={savedCards}
          value={choice}
          onChange={choose}
          onDeleteCard={onDeleteCard}
          deletingCardId={deletingCardId}
          disabled={busy}
        />
      ) : null}
      {saved ? (
        <TextField
          ref={savedCvcRef}
          label={<FormattedMessage id="storefront.payment.field.cvc" />}
          description={<FormattedMessage id="storefront.payment.field.cvcHint" values={{ digits: savedDigits }} />}
          value={savedCvc}
          onChange={(event) => setSavedCvc(digitsOf(event.target.value, 4))}
          error={savedCvcWrong ? intl.formatMessage(CVC_PROBLEMS.invalid, { digits: savedDigits }) : undefined}
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          required
          disabled={busy}
        />
      ) : (
        <NewCardFields
          value={card}
          onChange={setCard}
          saveCard={saveCard}
          onSaveCardChange={setSaveCard}
          problems={problems}
          numberRef={numberRef}
          expiryRef={expiryRef}
          cvcRef={cvcRef}
          disabled={busy}
        />
      )}
    </FormBody>
  );
}
