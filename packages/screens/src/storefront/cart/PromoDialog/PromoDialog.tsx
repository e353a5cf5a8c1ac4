import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalisePromoCode, TEXT_LIMITS } from '@dukkan/core';
import { Button, Dialog, TextField } from '@dukkan/ui';

export interface PromoDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Checks and applies the code (the app's `applyPromoCode`, which shows the §8 alerts
   * itself). Resolves true when the promotion was applied: the dialog closes. False (or a
   * rejection) keeps it open with the code as typed, so it can be corrected.
   */
  onApply: (code: string) => Promise<boolean>;
  /** The code to start with, e.g. one kept from an earlier try. */
  initialCode?: string;
}

/** core's normalisePromoCode takes up to 64 characters. */
const MAX_CODE_LENGTH = TEXT_LIMITS.promoCode;

/** The promo code dialog (customer spec §4 "Promotion"): a code field, Apply with a pending state, Enter submits. */
export function PromoDialog({ isOpen, onOpenChange, onApply, initialCode = '' }: PromoDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [code, setCode] = useState(initialCode);
  const [pending, setPending] = useState(false);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const normalised = normalisePromoCode(code);
    if (!normalised) {
      setMissing(true);
      return;
    }
    setPending(true);
    let applied = false;
    try {
      applied = await onApply(normalised);
    } catch {
      applied = false;
    } finally {
      setPending(false);
    }
    if (applied) {
      setCode('');
      onOpenChange(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) setMissing(false);
        onOpenChange(next);
      }}
      size="sm"
      title={<FormattedMessage id="storefront.cart.promo.title" />}
      description={<FormattedMessage id="storefront.cart.promo.description" />}
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      footer={(close) => (
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            <FormattedMessage id="storefront.cart.promo.cancel" />
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            <FormattedMessage id="storefront.cart.promo.apply" />
          </Button>
        </>
      )}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={<FormattedMessage id="storefront.cart.promo.code" />}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
          }}
          error={missing ? intl.formatMessage({ id: 'storefront.cart.promo.missing' }) : undefined}
          readOnly={pending}
          aria-busy={pending || undefined}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CODE_LENGTH}
          required
          // The dialog opens to type a code: the field is the first thing wanted.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </form>
    </Dialog>
  );
}
