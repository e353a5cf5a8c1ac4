import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError, Fils } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, Money, type CustomRule, type SubmitResult } from '@dukkan/ui';
import { parseAmount } from './amountInput.ts';
import { Actions, Fields } from './WithdrawDialog.styles.ts';

export interface WithdrawDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The driver whose cash is taken. */
  driverName: string;
  /** What the driver holds, as last read. */
  balanceFils: Fils;
  /**
   * Sends the withdrawal. Resolve with null when it is done (the caller closes the dialog, says so
   * and reloads the balance); with the call's error to show it, keeping the amount typed.
   */
  onSubmit: (amountFils: Fils) => Promise<ApiError | null>;
}

type Values = { amount?: string };

/** Where a refusal of make-withdraw-balance is shown: on the amount, or at the top of the form. */
export function withdrawErrorResult(error: ApiError): SubmitResult | undefined {
  switch (error.code) {
    case 'insufficient_balance':
    case 'over_balance':
      return { fieldErrors: { amount: { id: 'dashboard.money.withdraw.amount.overBalance' } } };
    case 'not_positive':
      return { fieldErrors: { amount: { id: 'dashboard.money.withdraw.amount.notPositive' } } };
    // The same withdrawal is already on its way (a second click): nothing to say.
    case 'in_flight':
      return undefined;
    default:
      break;
  }
  // The answer was lost, not a refusal: the withdrawal may have gone through, so not "Not saved.".
  if (error.kind === 'network')
    return {
      formError: { id: 'dashboard.money.withdraw.error.network' },
      formErrorTitle: { id: 'dashboard.money.withdraw.error.network.title' },
    };
  if (error.status === 401 || error.status === 403) return { formError: { id: 'dashboard.money.withdraw.error.forbidden' } };
  return { formError: { id: 'dashboard.money.withdraw.error.server' } };
}

/**
 * "Withdraw cash" from a driver's wallet (vendor spec §3 "Wallet withdrawal": cc, driver, amount).
 * The amount is typed in AED (Arabic-Indic digits and "٫" read too) and refused before anything
 * is sent when it is not a sum of money, not above zero or over what the driver holds; the
 * message is on the field and announced. While the call runs the button is busy and inert, so a
 * double click withdraws once.
 */
export function WithdrawDialog({ isOpen, onOpenChange, driverName, balanceFils, onSubmit }: WithdrawDialogProps) {
  const intl = useIntl();
  const rules: readonly (string | CustomRule)[] = [
    'required',
    {
      name: 'aedAmount',
      validate: ({ value }) => parseAmount(String(value ?? '')) !== null,
      message: { id: 'dashboard.money.withdraw.amount.invalid' },
    },
    {
      name: 'positiveAmount',
      validate: ({ value }) => (parseAmount(String(value ?? '')) ?? 1) > 0,
      message: { id: 'dashboard.money.withdraw.amount.notPositive' },
    },
    {
      name: 'withinBalance',
      validate: ({ value }) => (parseAmount(String(value ?? '')) ?? 0) <= balanceFils,
      message: { id: 'dashboard.money.withdraw.amount.overBalance' },
    },
  ];
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const fils = parseAmount(String(values.amount ?? ''));
    if (fils === null) return { fieldErrors: { amount: { id: 'dashboard.money.withdraw.amount.invalid' } } };
    const error = await onSubmit(fils);
    return error ? withdrawErrorResult(error) : undefined;
  }
  const title = intl.formatMessage({ id: 'dashboard.money.withdraw.title' }, { name: driverName });
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.money.withdraw.title" values={{ name: <bdi>{driverName}</bdi> }} />}
      description={
        <FormattedMessage id="dashboard.money.withdraw.description" values={{ balance: <Money fils={balanceFils} size="sm" /> }} />
      }
    >
      <Form<Values> onSubmit={submit} initialValues={{ amount: '' }} aria-label={title}>
        <Fields>
          <FormField
            name="amount"
            label={{ id: 'dashboard.money.withdraw.amount' }}
            description={{ id: 'dashboard.money.withdraw.amount.help' }}
            rules={rules}
            inputProps={{ inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' }}
          />
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.money.withdraw.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id="dashboard.money.withdraw.submit" />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
