import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { kgPriceOf, parseWeighedKg, paySizeOf, repriceByWeight, toFilsOr, type ApiError, type Fils, type OrderLine } from '@dukkan/core';
import { Checkbox, Money, TextField } from '@dukkan/ui';
import { OrderActionDialog } from './OrderActionDialog.tsx';
import type { ItemEditValues } from './OrderDetailDialogs.tsx';
import { Status } from './OrderDetailView.styles.ts';

export interface WeighItemDialogProps {
  /** The kg line being weighed, or null when the dialog is closed. */
  line: OrderLine | null;
  name: string;
  /** The order is unpaid, so the difference can be asked for with a payment link. */
  canRequest: boolean;
  onClose: () => void;
  /** Re-prices the line; then, when `requestFils` > 0, asks the customer for it. Resolves with the re-pricing's refusal. */
  onReprice: (lineId: string, values: ItemEditValues, requestFils: Fils) => Promise<ApiError | null>;
}

/**
 * Re-pricing a kg item by what it weighed at picking (issue #12 item 4, docs/decisions/0074):
 * the scale's reading in kg, in either language's digits; the new line price and the
 * difference as it is typed; and, when the customer owes more on an unpaid order, a payment
 * request for the difference, ticked by default. The arithmetic is core's `repriceByWeight`.
 */
export function WeighItemDialog({ line, name, canRequest, onClose, onReprice }: WeighItemDialogProps) {
  const intl = useIntl();
  const [shown, setShown] = useState<string | null>(null);
  const [weight, setWeight] = useState('');
  const [request, setRequest] = useState(true);
  const [invalid, setInvalid] = useState(false);
  if (line && line.id !== shown) {
    setShown(line.id);
    setWeight('');
    setRequest(true);
    setInvalid(false);
  }
  const grams = parseWeighedKg(weight);
  const input = line ? { lineFils: toFilsOr(line.price, 0), count: Math.max(1, line.count), paySize: line.pay_size } : null;
  const result = input && grams !== null ? repriceByWeight({ ...input, weighedGrams: grams }) : null;
  const ordered = input ? paySizeOf(input.paySize) * input.count : 0;
  const kgPrice = input ? kgPriceOf(input) : (0 as Fils);
  const kg = (g: number) => <bdi>{intl.formatNumber(g / 1000, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 })}</bdi>;
  const owed = result && result.differenceFils > 0 ? result.differenceFils : null;

  return (
    <OrderActionDialog
      isOpen={line !== null}
      onClose={() => {
        setShown(null);
        onClose();
      }}
      titleId="dashboard.orders.weigh.title"
      titleValues={{ name }}
      description={
        <FormattedMessage
          id="dashboard.orders.weigh.description"
          values={{ ordered: kg(ordered), price: <Money fils={kgPrice} size="sm" /> }}
        />
      }
      submitId="dashboard.orders.weigh.submit"
      onSubmit={async () => {
        setInvalid(grams === null);
        if (!line || !result) return 'invalid';
        const ask = canRequest && request && owed !== null ? owed : (0 as Fils);
        return onReprice(line.id, { newPriceFils: result.newStepFils, newCount: line.count }, ask);
      }}
    >
      <TextField
        name="weighed"
        label={<FormattedMessage id="dashboard.orders.weigh.weight" />}
        description={<FormattedMessage id="dashboard.orders.weigh.weight.help" />}
        value={weight}
        onChange={(e) => setWeight(e.target.value)}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        required
        error={invalid && grams === null ? <FormattedMessage id="dashboard.orders.weigh.invalid" /> : undefined}
      />
      <Status aria-live="polite">
        {result ? (
          <>
            <FormattedMessage id="dashboard.orders.weigh.newPrice" values={{ price: <Money fils={result.newLineFils} size="sm" /> }} />{' '}
            <FormattedMessage
              id={
                result.differenceFils > 0
                  ? 'dashboard.orders.weigh.more'
                  : result.differenceFils < 0
                    ? 'dashboard.orders.weigh.less'
                    : 'dashboard.orders.weigh.same'
              }
              values={{ amount: <Money fils={Math.abs(result.differenceFils) as Fils} size="sm" /> }}
            />
          </>
        ) : null}
      </Status>
      {canRequest && owed !== null ? (
        <Checkbox name="requestDifference" checked={request} onChange={setRequest}>
          <FormattedMessage id="dashboard.orders.weigh.request" values={{ amount: <Money fils={owed} size="sm" /> }} />
        </Checkbox>
      ) : null}
    </OrderActionDialog>
  );
}
