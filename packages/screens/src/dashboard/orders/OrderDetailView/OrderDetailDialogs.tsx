import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CART_LIMITS, MONEY_LIMITS, toFilsOr, type ApiError, type ApiResult, type Fils, type OrderLine } from '@dukkan/core';
import { Money, TextArea, TextField, toLatinDigits } from '@dukkan/ui';
import { parseAed } from '../shared/orderText.ts';
import { OrderActionDialog } from './OrderActionDialog.tsx';
import { Status } from './OrderDetailView.styles.ts';

const moneyText = (fils: number) => (fils / 100).toFixed(2);

export function CancelOrderDialog({
  isOpen,
  number,
  onClose,
  onCancel,
}: {
  isOpen: boolean;
  number: string;
  onClose: () => void;
  onCancel: (reason: string) => Promise<ApiError | null>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <OrderActionDialog
      isOpen={isOpen}
      onClose={() => {
        setError(undefined);
        onClose();
      }}
      titleId="dashboard.orders.cancel.title"
      titleValues={{ number }}
      description={<FormattedMessage id="dashboard.orders.cancel.description" />}
      submitId="dashboard.orders.cancel.submit"
      destructive
      onSubmit={async () => {
        const text = reason.trim();
        if (text.length < 3 || text.length > 500) {
          setError(text.length < 3 ? 'dashboard.orders.cancel.reason.required' : 'dashboard.orders.cancel.reason.long');
          return 'invalid';
        }
        setError(undefined);
        return onCancel(text);
      }}
    >
      <TextArea
        name="cancelReason"
        label={<FormattedMessage id="dashboard.orders.cancel.reason" />}
        description={<FormattedMessage id="dashboard.orders.cancel.reason.help" />}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxCharacters={500}
        required
        error={error ? <FormattedMessage id={error} /> : undefined}
      />
    </OrderActionDialog>
  );
}

export interface ItemEditValues {
  newPriceFils: Fils;
  newCount: number;
}

/** Price of one count and the count of a line; the new line price shows as it is typed. */
export function EditItemDialog({
  line,
  name,
  onClose,
  onSave,
}: {
  line: OrderLine | null;
  name: string;
  onClose: () => void;
  onSave: (lineId: string, values: ItemEditValues) => Promise<ApiError | null>;
}) {
  const [shown, setShown] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [count, setCount] = useState('');
  const [errors, setErrors] = useState<{ price?: string; count?: string }>({});
  if (line && line.id !== shown) {
    setShown(line.id);
    setPrice(moneyText(Math.round(toFilsOr(line.price, 0) / Math.max(1, line.count))));
    setCount(String(line.count));
    setErrors({});
  }
  const priceFils = parseAed(price);
  const countText = toLatinDigits(count).trim();
  const countValue = /^\d{1,3}$/.test(countText) ? Number(countText) : Number.NaN;
  const preview = priceFils !== null && countValue >= 1 ? ((priceFils * countValue) as Fils) : null;

  return (
    <OrderActionDialog
      isOpen={line !== null}
      onClose={() => {
        setShown(null);
        onClose();
      }}
      titleId="dashboard.orders.editItem.title"
      titleValues={{ name }}
      submitId="dashboard.orders.editItem.submit"
      onSubmit={async () => {
        const next: { price?: string; count?: string } = {};
        if (priceFils === null || priceFils > MONEY_LIMITS.maxAmountFils) next.price = 'dashboard.orders.money.invalid';
        if (!(countValue >= 1 && countValue <= CART_LIMITS.maxLineCount)) next.count = 'dashboard.orders.editItem.count.invalid';
        setErrors(next);
        if (!line || priceFils === null || next.price || next.count) return 'invalid';
        return onSave(line.id, { newPriceFils: priceFils, newCount: countValue });
      }}
    >
      <TextField
        name="newPrice"
        label={<FormattedMessage id="dashboard.orders.editItem.price" />}
        description={<FormattedMessage id="dashboard.orders.money.help" />}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        required
        error={errors.price ? <FormattedMessage id={errors.price} /> : undefined}
      />
      <TextField
        name="newCount"
        label={<FormattedMessage id="dashboard.orders.editItem.count" />}
        value={count}
        onChange={(e) => setCount(e.target.value)}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        required
        error={errors.count ? <FormattedMessage id={errors.count} /> : undefined}
      />
      <Status aria-live="polite">
        {preview !== null ? (
          <FormattedMessage id="dashboard.orders.editItem.preview" values={{ price: <Money fils={preview} size="sm" /> }} />
        ) : null}
      </Status>
    </OrderActionDialog>
  );
}

export function ExtraItemDialog({
  isOpen,
  onClose,
  onAdd,
}: {
  isOpen: boolean;
  onClose: () => void;
  onAdd: (extra: { description: string; priceFils: Fils }) => Promise<ApiError | null>;
}) {
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<{ description?: string; price?: string }>({});
  const close = () => {
    setDescription('');
    setPrice('');
    setErrors({});
    onClose();
  };
  return (
    <OrderActionDialog
      isOpen={isOpen}
      onClose={close}
      titleId="dashboard.orders.extra.title"
      description={<FormattedMessage id="dashboard.orders.extra.description" />}
      submitId="dashboard.orders.extra.submit"
      onSubmit={async () => {
        const text = description.trim();
        const fils = parseAed(price);
        const next: { description?: string; price?: string } = {};
        if (text.length < 1 || text.length > 200) next.description = 'dashboard.orders.extra.name.invalid';
        if (fils === null || fils < 1 || fils > 1_000_000) next.price = 'dashboard.orders.money.invalid';
        setErrors(next);
        if (next.description || next.price || fils === null) return 'invalid';
        const error = await onAdd({ description: text, priceFils: fils });
        if (!error) {
          setDescription('');
          setPrice('');
        }
        return error;
      }}
    >
      <TextField
        name="description"
        label={<FormattedMessage id="dashboard.orders.extra.name" />}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={200}
        autoComplete="off"
        required
        error={errors.description ? <FormattedMessage id={errors.description} /> : undefined}
      />
      <TextField
        name="price"
        label={<FormattedMessage id="dashboard.orders.extra.price" />}
        description={<FormattedMessage id="dashboard.orders.money.help" />}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        required
        error={errors.price ? <FormattedMessage id={errors.price} /> : undefined}
      />
    </OrderActionDialog>
  );
}

export interface PaymentLink {
  amountFils: Fils;
  url: string;
}

/** An amount up to what is due; the payment link the server makes is then shown, to send on. */
export function RequestPaymentDialog({
  isOpen,
  dueFils,
  onClose,
  onRequest,
}: {
  isOpen: boolean;
  dueFils: Fils;
  onClose: () => void;
  onRequest: (amountFils: Fils) => Promise<ApiResult<PaymentLink>>;
}) {
  const [amount, setAmount] = useState('');
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string>();
  if (isOpen && !opened) {
    setOpened(true);
    setAmount(moneyText(dueFils));
    setError(undefined);
  } else if (!isOpen && opened) setOpened(false);
  return (
    <OrderActionDialog
      isOpen={isOpen}
      onClose={onClose}
      titleId="dashboard.orders.payment.title"
      description={<FormattedMessage id="dashboard.orders.payment.description" values={{ due: <Money fils={dueFils} size="sm" /> }} />}
      submitId="dashboard.orders.payment.submit"
      onSubmit={async () => {
        const fils = parseAed(amount);
        if (fils === null || fils < 1 || fils > dueFils) {
          setError(fils !== null && fils > dueFils ? 'dashboard.orders.refused.amountTooHigh' : 'dashboard.orders.money.invalid');
          return 'invalid';
        }
        setError(undefined);
        const result = await onRequest(fils);
        return result.error;
      }}
    >
      <TextField
        name="amount"
        label={<FormattedMessage id="dashboard.orders.payment.amount" />}
        description={<FormattedMessage id="dashboard.orders.money.help" />}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        required
        error={error ? <FormattedMessage id={error} /> : undefined}
      />
    </OrderActionDialog>
  );
}
