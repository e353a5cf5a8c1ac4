import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_LIMITS, type ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert, MapPicker, Radio, RadioGroup, Switch, TextArea, TextField, type LatLng } from '@dukkan/ui';
import { Actions, Fields, Pair } from '../../areas/DeliveryAreaDialog/DeliveryAreaDialog.styles.ts';
import { readAed } from '../../areas/DeliveryAreaDialog/areaForm.ts';
import { jobRefusalId, type FreeJobValues } from '../types.ts';

export interface FreeJobDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when created (the caller closes the dialog); with the error to show it, keeping what was typed. */
  onSubmit: (values: FreeJobValues) => Promise<ApiError | null>;
}

type Field = 'name' | 'phone' | 'amount' | 'position' | 'building' | 'notes';

/** The server's limits (the mock's validation): up to 100,000 AED to collect, notes of 500 characters. */
const MAX_AMOUNT_FILS = MONEY_LIMITS.maxAmountFils;
const MAX_NOTES = 500;

const latinDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/**
 * "New free job" (vendor spec §3 "Delivery job", §4: a free job can be auto-assigned; POST
 * /cc/job/free-job): a delivery without an order — who receives it, their mobile, what to collect
 * in cash or nothing when paid by card, where (the map or typed coordinates) and the building, floor,
 * flat and notes; "Assign to the nearest free driver" hands it over at once. A refusal keeps what was typed.
 */
export function FreeJobDialog({ isOpen, onOpenChange, onSubmit }: FreeJobDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.delivery.jobs.form.title" />}
      description={<FormattedMessage id="dashboard.delivery.jobs.form.description" />}
    >
      <FreeJobForm onOpenChange={onOpenChange} onSubmit={onSubmit} />
    </Dialog>
  );
}

function FreeJobForm({ onOpenChange, onSubmit }: Omit<FreeJobDialogProps, 'isOpen'>) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');
  const [paymentType, setPaymentType] = useState<'cash' | 'card'>('cash');
  const [position, setPosition] = useState<LatLng | null>(null);
  const [building, setBuilding] = useState('');
  const [floor, setFloor] = useState('');
  const [flat, setFlat] = useState('');
  const [notes, setNotes] = useState('');
  const [isAutoAssign, setAutoAssign] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const first = (['name', 'phone', 'amount', 'building', 'notes'] as const).find((f) => errors[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const next: Partial<Record<Field, string>> = {};
    const digits = latinDigits(phone).replace(/[^\d+]/g, '');
    if (name.trim().length < 2) next.name = 'dashboard.delivery.jobs.form.name.required';
    if (digits.replace(/\D/g, '').length < 7) next.phone = 'dashboard.delivery.drivers.form.phone.invalid';
    const money = paymentType === 'card' && amount.trim() === '' ? { fils: 0 } : readAed(amount, MAX_AMOUNT_FILS);
    if ('problem' in money)
      next.amount =
        money.problem === 'required' ? 'dashboard.delivery.jobs.form.amount.required' : 'dashboard.delivery.jobs.form.amount.invalid';
    if (!position) next.position = 'dashboard.delivery.jobs.form.position.required';
    if (building.trim() === '') next.building = 'dashboard.delivery.jobs.form.building.required';
    if (notes.length > MAX_NOTES) next.notes = 'dashboard.delivery.jobs.form.notes.long';
    setErrors(next);
    setRefusal(null);
    if (Object.keys(next).length > 0 || !position || 'problem' in money) return;
    sending.current = true;
    setSaving(true);
    const refused = await onSubmit({
      name: name.trim(),
      phone: digits,
      amountFils: money.fils,
      paymentType,
      lat: position.lat,
      lng: position.lng,
      building: building.trim(),
      floor: floor.trim(),
      flat: flat.trim(),
      notes: notes.trim(),
      isAutoAssign,
    });
    setSaving(false);
    // Created: the caller closes the dialog; a second click that lands meanwhile sends nothing.
    if (!refused) return;
    sending.current = false;
    setRefusal(refused);
  }

  const error = (field: Field) => (errors[field] ? <FormattedMessage id={errors[field]} values={{ max: MAX_NOTES }} /> : undefined);

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={intl.formatMessage({ id: 'dashboard.delivery.jobs.form.title' })}
    >
      <Fields>
        <div aria-live="polite">
          {Object.keys(errors).length > 0 ? (
            <InlineAlert tone="critical">
              <FormattedMessage id="dashboard.delivery.areas.form.incomplete" />
            </InlineAlert>
          ) : refusal ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.delivery.jobs.form.failed" />}>
              <FormattedMessage id={jobRefusalId(refusal)} />
            </InlineAlert>
          ) : null}
        </div>
        <Pair>
          <TextField
            name="name"
            label={<FormattedMessage id="dashboard.delivery.jobs.form.name" />}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            dir="auto"
            required
            error={error('name')}
          />
          <TextField
            name="phone"
            type="tel"
            label={<FormattedMessage id="dashboard.delivery.jobs.form.phone" />}
            description={<FormattedMessage id="dashboard.delivery.drivers.form.phone.help" />}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            autoComplete="off"
            inputMode="tel"
            dir="ltr"
            required
            error={error('phone')}
          />
        </Pair>
        <Pair>
          <RadioGroup
            label={<FormattedMessage id="dashboard.delivery.jobs.form.payment" />}
            value={paymentType}
            onChange={(value) => setPaymentType(value === 'card' ? 'card' : 'cash')}
            orientation="horizontal"
          >
            <Radio value="cash">
              <FormattedMessage id="dashboard.delivery.jobs.payment.cash" />
            </Radio>
            <Radio value="card">
              <FormattedMessage id="dashboard.delivery.jobs.payment.card" />
            </Radio>
          </RadioGroup>
          <TextField
            name="amount"
            label={<FormattedMessage id="dashboard.delivery.jobs.form.amount" />}
            description={<FormattedMessage id="dashboard.delivery.jobs.form.amount.help" />}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            autoComplete="off"
            inputMode="decimal"
            dir="ltr"
            required={paymentType === 'cash'}
            error={error('amount')}
          />
        </Pair>
        <MapPicker
          label={<FormattedMessage id="dashboard.delivery.jobs.form.position" />}
          description={<FormattedMessage id="dashboard.delivery.jobs.form.position.help" />}
          value={position}
          onChange={(next) => {
            setPosition(next);
            setErrors(({ position: _gone, ...rest }) => rest);
          }}
          error={error('position')}
        />
        <TextField
          name="building"
          label={<FormattedMessage id="dashboard.delivery.jobs.form.building" />}
          value={building}
          onChange={(e) => setBuilding(e.target.value)}
          autoComplete="off"
          dir="auto"
          required
          error={error('building')}
        />
        <Pair>
          <TextField
            name="floor"
            label={<FormattedMessage id="dashboard.delivery.jobs.form.floor" />}
            value={floor}
            onChange={(e) => setFloor(e.target.value)}
            autoComplete="off"
            dir="auto"
          />
          <TextField
            name="flat"
            label={<FormattedMessage id="dashboard.delivery.jobs.form.flat" />}
            value={flat}
            onChange={(e) => setFlat(e.target.value)}
            autoComplete="off"
            dir="auto"
          />
        </Pair>
        <TextArea
          name="notes"
          label={<FormattedMessage id="dashboard.delivery.jobs.form.notes" />}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxCharacters={MAX_NOTES}
          dir="auto"
          rows={2}
          error={error('notes')}
        />
        <Switch
          checked={isAutoAssign}
          onChange={setAutoAssign}
          description={<FormattedMessage id="dashboard.delivery.jobs.form.autoAssign.help" />}
        >
          <FormattedMessage id="dashboard.delivery.jobs.form.autoAssign" />
        </Switch>
        <Actions>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <FormattedMessage id="dashboard.delivery.areas.cancel" />
          </Button>
          <Button type="submit" loading={saving}>
            <FormattedMessage id="dashboard.delivery.jobs.form.submit" />
          </Button>
        </Actions>
      </Fields>
    </form>
  );
}
