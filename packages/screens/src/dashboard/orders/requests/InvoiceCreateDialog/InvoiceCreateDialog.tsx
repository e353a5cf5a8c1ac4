import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ApiError, Fils } from '@dukkan/core';
import { Radio, RadioGroup, TextArea, TextField } from '@dukkan/ui';
import { RequestFormDialog } from '../RequestFormDialog/index.ts';
import { MAX_AMOUNT_FILS, PAYMENT_IDS, PAYMENT_TYPES, parseAed, type InvoicePaymentType } from '../types.ts';

export interface InvoiceValues {
  title: string;
  description: string;
  amountFils: Fils;
  paymentType: InvoicePaymentType;
}

export interface InvoiceCreateDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The price quoted to the customer, offered as the amount (fils). */
  suggestedFils?: Fils;
  onCreate: (values: InvoiceValues) => Promise<ApiError | null>;
}

type Errors = Partial<Record<'title' | 'amount', string>>;

const PAYMENT_HELP_IDS: Readonly<Record<InvoicePaymentType, string>> = {
  cash: 'dashboard.requests.invoiceDialog.payment.cash.help',
  card: 'dashboard.requests.invoiceDialog.payment.card.help',
  link: 'dashboard.requests.invoiceDialog.payment.link.help',
};

/**
 * Raise an invoice for a request (vendor spec §3 "Invoice": request, title, description,
 * amount, paymentType): a title, an optional description, the amount in AED and how the
 * customer pays. The quoted price is offered as the amount; a payment link is the default.
 */
export function InvoiceCreateDialog({ isOpen, onClose, suggestedFils, onCreate }: InvoiceCreateDialogProps) {
  const [opened, setOpened] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [paymentType, setPaymentType] = useState<InvoicePaymentType>('link');
  const [errors, setErrors] = useState<Errors>({});
  if (isOpen && !opened) {
    setOpened(true);
    setTitle('');
    setDescription('');
    setAmount(suggestedFils !== undefined ? (suggestedFils / 100).toFixed(2) : '');
    setPaymentType('link');
    setErrors({});
  } else if (!isOpen && opened) setOpened(false);

  return (
    <RequestFormDialog
      isOpen={isOpen}
      onClose={onClose}
      titleId="dashboard.requests.invoiceDialog.title"
      description={<FormattedMessage id="dashboard.requests.invoiceDialog.description" />}
      submitId="dashboard.requests.invoiceDialog.submit"
      onSubmit={async () => {
        const fils = parseAed(amount);
        const next: Errors = {};
        if (title.trim() === '') next.title = 'dashboard.requests.invoiceDialog.name.required';
        if (fils === null || fils < 1 || fils > MAX_AMOUNT_FILS)
          next.amount = amount.trim() === '' ? 'dashboard.requests.money.required' : 'dashboard.requests.money.invalid';
        setErrors(next);
        if (next.title || next.amount || fils === null) return 'invalid';
        return onCreate({ title: title.trim(), description: description.trim(), amountFils: fils, paymentType });
      }}
    >
      <TextField
        name="title"
        label={<FormattedMessage id="dashboard.requests.invoiceDialog.name" />}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={120}
        autoComplete="off"
        required
        error={errors.title ? <FormattedMessage id={errors.title} /> : undefined}
      />
      <TextArea
        name="description"
        label={<FormattedMessage id="dashboard.requests.invoiceDialog.details" />}
        description={<FormattedMessage id="dashboard.requests.invoiceDialog.details.help" />}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxCharacters={2000}
      />
      <TextField
        name="amount"
        label={<FormattedMessage id="dashboard.requests.invoiceDialog.amount" />}
        description={<FormattedMessage id="dashboard.requests.money.help" />}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        required
        error={errors.amount ? <FormattedMessage id={errors.amount} /> : undefined}
      />
      <RadioGroup
        label={<FormattedMessage id="dashboard.requests.invoiceDialog.payment" />}
        value={paymentType}
        onChange={(value) => setPaymentType(PAYMENT_TYPES.find((p) => p === value) ?? 'link')}
        name="paymentType"
      >
        {PAYMENT_TYPES.map((type) => (
          <Radio key={type} value={type} description={<FormattedMessage id={PAYMENT_HELP_IDS[type]} />}>
            <FormattedMessage id={PAYMENT_IDS[type]} />
          </Radio>
        ))}
      </RadioGroup>
    </RequestFormDialog>
  );
}
