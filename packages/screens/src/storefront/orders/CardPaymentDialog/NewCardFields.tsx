import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox, TextField } from '@dukkan/ui';
import { brandOf, cvcLength, digitsOf, formatCardNumber, formatExpiry, type NewCardProblems, type NewCardText } from './cardForm.ts';
import { CVC_PROBLEMS, EXPIRY_PROBLEMS, NUMBER_PROBLEMS } from './cardMessages.ts';
import { FieldRow } from './CardPaymentDialog.styles.ts';

export interface NewCardFieldsProps {
  value: NewCardText;
  onChange: (value: NewCardText) => void;
  saveCard: boolean;
  onSaveCardChange: (save: boolean) => void;
  problems: NewCardProblems;
  numberRef: RefObject<HTMLInputElement | null>;
  expiryRef: RefObject<HTMLInputElement | null>;
  cvcRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
}

/**
 * Number, expiry and CVC of a new card. Card data is left-to-right in both languages, typed
 * on the numeric keyboard, and named for the browser's card autofill.
 */
export function NewCardFields({
  value,
  onChange,
  saveCard,
  onSaveCardChange,
  problems,
  numberRef,
  expiryRef,
  cvcRef,
  disabled,
}: NewCardFieldsProps) {
  const intl = useIntl();
  const digits = cvcLength(brandOf(digitsOf(value.number, 19)));
  return (
    <>
      <TextField
        ref={numberRef}
        label={<FormattedMessage id="storefront.payment.field.number" />}
        value={value.number}
        onChange={(event) => onChange({ ...value, number: formatCardNumber(event.target.value) })}
        error={problems.number ? intl.formatMessage(NUMBER_PROBLEMS[problems.number]) : undefined}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        required
        disabled={disabled}
      />
      <FieldRow>
        <TextField
          ref={expiryRef}
          label={<FormattedMessage id="storefront.payment.field.expiry" />}
          description={<FormattedMessage id="storefront.payment.field.expiryHint" />}
          value={value.expiry}
          onChange={(event) => onChange({ ...value, expiry: formatExpiry(event.target.value) })}
          error={problems.expiry ? intl.formatMessage(EXPIRY_PROBLEMS[problems.expiry]) : undefined}
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          required
          disabled={disabled}
        />
        <TextField
          ref={cvcRef}
          label={<FormattedMessage id="storefront.payment.field.cvc" />}
          description={<FormattedMessage id="storefront.payment.field.cvcHint" values={{ digits }} />}
          value={value.cvc}
          onChange={(event) => onChange({ ...value, cvc: digitsOf(event.target.value, 4) })}
          error={problems.cvc ? intl.formatMessage(CVC_PROBLEMS[problems.cvc], { digits }) : undefined}
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          required
          disabled={disabled}
        />
      </FieldRow>
      <Checkbox checked={saveCard} onChange={onSaveCardChange} disabled={disabled}>
        <FormattedMessage id="storefront.payment.field.saveCard" />
      </Checkbox>
    </>
  );
}
