import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, normalisePromoCode, TEXT_LIMITS } from '@dukkan/core';
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

/**
 * The table's limit, in characters as people count them (code points, 0083). Checked on Apply,
 * not by `maxLength`: that counts UTF-16 units and silently cuts a pasted code (0085).
 */
const MAX_CODE_LENGTH = TEXT_LIMITS.promoCode;

type Problem = 'missing' | 'tooLong';
const PROBLEM_MESSAGES: Record<Problem, string> = {
  missing: 'storefront.cart.promo.missing',
  tooLong: 'storefront.cart.promo.tooLong',
};

/** The promo code dialog (customer spec §4 "Promotion"): a code field, Apply with a pending state, Enter submits. */
export function PromoDialog({ isOpen, onOpenChange, onApply, initialCode = '' }: PromoDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [code, setCode] = useState(initialCode);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // A refused code: the field (with its message) is where to go on, as after a click on Apply.
  useEffect(() => {
    if (problem) field.current?.focus();
  }, [problem]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // core's rule (trimmed, 1 to the table's limit in code points): what it refuses is empty or too long.
    const normalised = normalisePromoCode(code);
    if (!normalised) {
      setProblem(code.trim() ? 'tooLong' : 'missing');
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
        if (!next) setProblem(null);
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
          ref={field}
          label={<FormattedMessage id="storefront.cart.promo.code" />}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(null);
          }}
          error={
            problem ? (
              <FormattedMessage
                id={PROBLEM_MESSAGES[problem]}
                values={{ max: <bdi dir="ltr">{formatNumber(MAX_CODE_LENGTH, intl.locale.startsWith('ar') ? 'ar' : 'en')}</bdi> }}
              />
            ) : undefined
          }
          readOnly={pending}
          aria-busy={pending || undefined}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          // The dialog opens to type a code: the field is the first thing wanted.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </form>
    </Dialog>
  );
}
