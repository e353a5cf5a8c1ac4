import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CART_LIMITS, formatMoney, weightLabel, type ApiError } from '@dukkan/core';
import {
  Button,
  DeleteIcon,
  IconButton,
  InlineAlert,
  Money,
  normalisePhone,
  PhoneInput,
  Radio,
  RadioGroup,
  Stepper,
  TextArea,
  TextField,
  toLatinDigits,
} from '@dukkan/ui';
import { posProductName } from '../ProductGrid/ProductGrid.tsx';
import type { PosTicketField, PosTicketLine, PosTicketView } from '../types.ts';
import {
  Choices,
  Customer,
  Estimate,
  Hint,
  Line,
  LineControls,
  LineEach,
  LineName,
  Lines,
  Panel,
  PanelHeader,
} from './TicketPanel.styles.ts';

export interface TicketPanelProps {
  ticket: PosTicketView;
  onCountChange: (productId: string, count: number) => void;
  onRemove: (productId: string) => void;
  onChange: <K extends PosTicketField>(field: K, value: PosTicketView[K]) => void;
  /** Clears the order; the caller asks first when it is not empty. */
  onClear: () => void;
  /** Called only when the choices are valid. */
  onCharge: () => void;
  charging: boolean;
  chargeError: ApiError | null;
}

const TABLE = /^[1-9]\d{0,2}$/;
/** The wire's bound of one line's count. */
const POS_MAX_COUNT = CART_LIMITS.maxLineCount;

/** The translated reason a sale was not placed; the ticket is kept in every case. */
export function chargeRefusalId(error: ApiError): string {
  if (error.kind === 'network') return 'dashboard.pos.refused.network';
  switch (error.code) {
    case 'product_unavailable':
      return 'dashboard.pos.refused.unavailable';
    case 'not_found':
      return 'dashboard.pos.refused.notFound';
    case 'invalid_phone':
      return 'dashboard.pos.refused.phone';
    default:
      return 'dashboard.pos.refused.server';
  }
}

function QuantityText({ line }: { line: PosTicketLine }) {
  if (line.product.unit === 'kg' && line.grams !== undefined) return <bdi dir="ltr">{weightLabel(line.grams)}</bdi>;
  return <bdi dir="ltr">{line.count}</bdi>;
}

/**
 * The order being rung up: its lines with − / + / remove (kg lines move by pay_size steps),
 * takeaway or dine-in with the table, cash or card, the optional customer and notes, the app's
 * estimate and "Charge". The choices are checked on Charge: the first wrong field takes focus.
 */
export function TicketPanel({ ticket, onCountChange, onRemove, onChange, onClear, onCharge, charging, chargeError }: TicketPanelProps) {
  const intl = useIntl();
  const ids = { heading: useId(), table: useId(), phone: useId(), empty: useId(), error: useId() };
  const [checked, setChecked] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const tableText = toLatinDigits(ticket.table.trim());
  const tableError = ticket.fulfilment === 'dineIn' && !TABLE.test(tableText);
  const phone = ticket.customerPhone ? normalisePhone(ticket.customerPhone) : null;
  const phoneError = phone !== null && phone.national !== '' && !(phone.valid && phone.countryCode === '971');
  const empty = ticket.lines.length === 0;

  // A refusal takes focus, so it is read at once and Enter does not charge again by accident.
  useEffect(() => {
    if (chargeError) errorRef.current?.focus();
  }, [chargeError]);

  function charge() {
    if (empty || charging) return;
    setChecked(true);
    if (tableError) return document.getElementById(ids.table)?.focus();
    if (phoneError) return document.getElementById(ids.phone)?.focus();
    onCharge();
  }

  return (
    <Panel aria-labelledby={ids.heading}>
      <PanelHeader>
        <h2 id={ids.heading}>
          <FormattedMessage id="dashboard.pos.ticket" />
        </h2>
        {!empty ? (
          <Button variant="ghost" size="sm" onClick={onClear} disabled={charging}>
            <FormattedMessage id="dashboard.pos.ticket.clear" />
          </Button>
        ) : null}
      </PanelHeader>

      {empty ? (
        <Hint id={ids.empty}>
          <FormattedMessage id="dashboard.pos.ticket.empty" />
        </Hint>
      ) : (
        <Lines aria-label={intl.formatMessage({ id: 'dashboard.pos.ticket.lines' })}>
          {ticket.lines.map((line) => {
            const name = posProductName(line.product, intl.locale);
            return (
              <Line key={line.product.id} data-line-id={line.product.id}>
                <LineName>{name}</LineName>
                <Money fils={line.lineFils} />
                <LineEach>
                  <FormattedMessage
                    id="dashboard.pos.line.each"
                    values={{ count: <QuantityText line={line} />, price: <Money fils={line.stepFils} size="sm" /> }}
                  />
                </LineEach>
                <LineControls>
                  <Stepper
                    size="sm"
                    itemName={name}
                    value={line.count}
                    max={POS_MAX_COUNT}
                    loading={charging}
                    formatValue={line.product.unit === 'kg' ? (count) => weightLabel(count * (line.product.paySize ?? 1000)) : undefined}
                    onChange={(count) => onCountChange(line.product.id, count)}
                  />
                  <IconButton
                    icon={<DeleteIcon />}
                    label={intl.formatMessage({ id: 'dashboard.pos.line.remove' }, { name })}
                    variant="ghost"
                    size="sm"
                    disabled={charging}
                    onClick={() => onRemove(line.product.id)}
                  />
                </LineControls>
              </Line>
            );
          })}
        </Lines>
      )}

      <Choices>
        <RadioGroup
          label={<FormattedMessage id="dashboard.pos.fulfilment" />}
          orientation="horizontal"
          value={ticket.fulfilment}
          onChange={(value) => onChange('fulfilment', value === 'dineIn' ? 'dineIn' : 'pickup')}
        >
          <Radio value="pickup">
            <FormattedMessage id="dashboard.pos.fulfilment.pickup" />
          </Radio>
          <Radio value="dineIn">
            <FormattedMessage id="dashboard.pos.fulfilment.dineIn" />
          </Radio>
        </RadioGroup>
        {ticket.fulfilment === 'dineIn' ? (
          <TextField
            id={ids.table}
            label={<FormattedMessage id="dashboard.pos.table" />}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={3}
            dir="ltr"
            value={ticket.table}
            onChange={(event) => onChange('table', event.target.value)}
            error={checked && tableError ? <FormattedMessage id="dashboard.pos.table.required" /> : undefined}
          />
        ) : null}
        <RadioGroup
          label={<FormattedMessage id="dashboard.pos.payment" />}
          orientation="horizontal"
          value={ticket.payment}
          onChange={(value) => onChange('payment', value === 'card' ? 'card' : 'cash')}
        >
          <Radio value="cash">
            <FormattedMessage id="dashboard.pos.payment.cash" />
          </Radio>
          <Radio value="card">
            <FormattedMessage id="dashboard.pos.payment.card" />
          </Radio>
        </RadioGroup>
        <Customer>
          <legend>
            <FormattedMessage id="dashboard.pos.customer" />
          </legend>
          <TextField
            label={<FormattedMessage id="dashboard.pos.customer.name" />}
            autoComplete="off"
            maxLength={120}
            value={ticket.customerName}
            onChange={(event) => onChange('customerName', event.target.value)}
          />
          <PhoneInput
            id={ids.phone}
            label={<FormattedMessage id="dashboard.pos.customer.phone" />}
            value={ticket.customerPhone}
            onChange={(next) => onChange('customerPhone', next.national ? next.e164 : '')}
            error={checked && phoneError ? <FormattedMessage id="dashboard.pos.customer.phone.invalid" /> : undefined}
          />
        </Customer>
        <TextArea
          label={<FormattedMessage id="dashboard.pos.notes" />}
          rows={2}
          maxCharacters={400}
          value={ticket.notes}
          onChange={(event) => onChange('notes', event.target.value)}
        />
      </Choices>

      <Estimate>
        <span>
          <FormattedMessage id="dashboard.pos.estimate" />
        </span>
        <Money fils={ticket.estimateFils} size="lg" />
        <p>
          <FormattedMessage id="dashboard.pos.estimate.note" />
        </p>
      </Estimate>

      {chargeError ? (
        <div ref={errorRef} tabIndex={-1} data-charge-error="">
          <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.pos.refused.title" />}>
            <FormattedMessage id={chargeRefusalId(chargeError)} />
          </InlineAlert>
        </div>
      ) : null}

      <Button
        variant="primary"
        size="lg"
        fullWidth
        loading={charging}
        disabled={empty}
        aria-describedby={empty ? ids.empty : undefined}
        onClick={charge}
        data-charge=""
      >
        {/* The amount inherits the button's colours; Money paints its own. */}
        <FormattedMessage
          id="dashboard.pos.charge"
          values={{ amount: <bdi dir="auto">{formatMoney(ticket.estimateFils, intl.locale === 'ar' ? 'ar' : 'en')}</bdi> }}
        />
      </Button>
    </Panel>
  );
}
