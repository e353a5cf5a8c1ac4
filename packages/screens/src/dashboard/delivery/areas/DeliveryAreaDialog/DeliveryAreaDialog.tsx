import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ApiError } from '@dukkan/core';
import { Button, Checkbox, CheckboxGroup, Dialog, InlineAlert, Radio, RadioGroup, Select, TextField } from '@dukkan/ui';
import { deliveryRefusalId, WEEKDAYS, weekdayName } from '../shared/deliveryText.ts';
import type { DeliveryAreaItem, DeliveryAreaValues } from '../shared/types.ts';
import { checkDraft, draftOf, type AreaDraft, type AreaErrors, type AreaField } from './areaForm.ts';
import { Actions, Fields, Pair } from './DeliveryAreaDialog.styles.ts';

export interface DeliveryAreaDialogProps {
  isOpen: boolean;
  /** The area being edited (one the shop delivers to); null to add one. */
  area: DeliveryAreaItem | null;
  /** The areas the shop does not deliver to yet: what "add" offers. */
  choices: readonly DeliveryAreaItem[];
  /** Cancel, Escape and the close button; the caller keeps the open state (the URL's `dialog`). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Sends the settings. Resolve with null when saved (the caller closes the dialog); with the
   * call's error to show it, keeping everything typed.
   */
  onSubmit: (values: DeliveryAreaValues) => Promise<ApiError | null>;
}

/**
 * "Deliver to an area" and "Edit delivery area" (vendor spec §3 "Delivery area"; set-delivery-area,
 * edit-delivery-area): the area, minimum order and fee in AED (read exactly to fils), fixed or
 * distance pricing, the usual and the latest delivery time in minutes, and the weekdays served.
 * A blocked submit sends nothing; a refusal keeps what was typed; a double click saves once.
 */
export function DeliveryAreaDialog({ isOpen, area, choices, onOpenChange, onSubmit }: DeliveryAreaDialogProps) {
  const intl = useIntl();
  const editing = Boolean(area?.settings);
  const name = area ? localised(area, 'name', intl.locale) : '';
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      // A click beside the dialog must not throw away what was typed.
      isDismissable={false}
      title={
        editing ? (
          <FormattedMessage id="dashboard.delivery.areas.form.editTitle" values={{ name: <bdi>{name}</bdi> }} />
        ) : (
          <FormattedMessage id="dashboard.delivery.areas.form.addTitle" />
        )
      }
      description={<FormattedMessage id="dashboard.delivery.areas.form.description" />}
    >
      <AreaForm key={area?.id ?? 'new'} area={area} choices={choices} onOpenChange={onOpenChange} onSubmit={onSubmit} />
    </Dialog>
  );
}

function AreaForm({ area, choices, onOpenChange, onSubmit }: Omit<DeliveryAreaDialogProps, 'isOpen'>) {
  const intl = useIntl();
  const locale = intl.locale;
  const editing = Boolean(area?.settings);
  const [draft, setDraft] = useState<AreaDraft>(() => draftOf(area));
  const [errors, setErrors] = useState<AreaErrors>({});
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const first = (['area', 'minOrder', 'deliveryFee', 'deliveryTime', 'thresholdTime', 'days'] as const).find((f) => errors[f]);
    if (!first) return;
    const target =
      first === 'days'
        ? form.current?.querySelector<HTMLInputElement>('[data-field="days"] input')
        : first === 'area'
          ? form.current?.querySelector<HTMLElement>('[data-field="area"] button')
          : form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`);
    target?.focus();
  }, [errors]);

  const set = (patch: Partial<AreaDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const error = (field: AreaField) => (errors[field] ? <FormattedMessage id={errors[field]} /> : undefined);
  const areaName = (a: DeliveryAreaItem) => `${localised(a, 'name', locale)} · ${localised(a, 'city', locale)}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const checked = checkDraft(draft);
    setErrors(checked.errors);
    setRefusal(null);
    if (!checked.values) return;
    sending.current = true;
    setSaving(true);
    const refused = await onSubmit(checked.values);
    setSaving(false);
    // Saved: the caller closes the dialog; a second click that lands meanwhile sends nothing.
    if (!refused) return;
    sending.current = false;
    if (refused.code === 'area_exists') setErrors({ area: 'dashboard.delivery.areas.refused.exists' });
    else setRefusal(refused);
  }

  const incomplete = Object.keys(errors).length > 0;
  const title = editing
    ? intl.formatMessage({ id: 'dashboard.delivery.areas.form.editTitle' }, { name: area ? localised(area, 'name', locale) : '' })
    : intl.formatMessage({ id: 'dashboard.delivery.areas.form.addTitle' });
  const minutesHelp = <FormattedMessage id="dashboard.delivery.areas.form.minutesHelp" />;

  return (
    <form ref={form} noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
      <Fields>
        <div aria-live="polite">
          {incomplete ? (
            <InlineAlert tone="critical">
              <FormattedMessage id="dashboard.delivery.areas.form.incomplete" />
            </InlineAlert>
          ) : refusal ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.delivery.areas.saveFailed" />}>
              <FormattedMessage id={deliveryRefusalId(refusal)} />
            </InlineAlert>
          ) : null}
        </div>
        {editing ? null : (
          <div data-field="area">
            <Select
              name="area"
              label={<FormattedMessage id="dashboard.delivery.areas.form.area" />}
              description={<FormattedMessage id="dashboard.delivery.areas.form.areaHelp" />}
              options={choices.map((c) => ({ id: c.id, label: areaName(c) }))}
              value={draft.area || null}
              onChange={(id) => set({ area: id ?? '' })}
              required
              error={error('area')}
              emptyMessage={<FormattedMessage id="dashboard.delivery.areas.form.area.none" />}
            />
          </div>
        )}
        <Pair>
          <TextField
            name="minOrder"
            label={<FormattedMessage id="dashboard.delivery.areas.form.minOrder" />}
            description={<FormattedMessage id="dashboard.delivery.areas.form.aedHelp" />}
            value={draft.minOrder}
            onChange={(e) => set({ minOrder: e.target.value })}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            required
            error={error('minOrder')}
          />
          <TextField
            name="deliveryFee"
            label={<FormattedMessage id="dashboard.delivery.areas.form.fee" />}
            description={<FormattedMessage id="dashboard.delivery.areas.form.aedHelp" />}
            value={draft.deliveryFee}
            onChange={(e) => set({ deliveryFee: e.target.value })}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            required
            error={error('deliveryFee')}
          />
        </Pair>
        <RadioGroup
          name="type"
          label={<FormattedMessage id="dashboard.delivery.areas.form.type" />}
          value={draft.type}
          onChange={(type) => set({ type: type === 'distance' ? 'distance' : 'fixed' })}
          orientation="horizontal"
        >
          <Radio value="fixed" description={<FormattedMessage id="dashboard.delivery.areas.type.fixed.help" />}>
            <FormattedMessage id="dashboard.delivery.areas.type.fixed" />
          </Radio>
          <Radio value="distance" description={<FormattedMessage id="dashboard.delivery.areas.type.distance.help" />}>
            <FormattedMessage id="dashboard.delivery.areas.type.distance" />
          </Radio>
        </RadioGroup>
        <Pair>
          <TextField
            name="deliveryTime"
            label={<FormattedMessage id="dashboard.delivery.areas.form.deliveryTime" />}
            description={minutesHelp}
            value={draft.deliveryTime}
            onChange={(e) => set({ deliveryTime: e.target.value })}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            required
            error={error('deliveryTime')}
          />
          <TextField
            name="thresholdTime"
            label={<FormattedMessage id="dashboard.delivery.areas.form.thresholdTime" />}
            description={<FormattedMessage id="dashboard.delivery.areas.form.thresholdHelp" />}
            value={draft.thresholdTime}
            onChange={(e) => set({ thresholdTime: e.target.value })}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            required
            error={error('thresholdTime')}
          />
        </Pair>
        <div data-field="days">
          <CheckboxGroup
            name="days"
            label={<FormattedMessage id="dashboard.delivery.areas.form.days" />}
            value={draft.days}
            onChange={(days) => set({ days })}
            orientation="horizontal"
            required
            error={error('days')}
          >
            {WEEKDAYS.map((day) => (
              <Checkbox key={day} value={String(day)}>
                {weekdayName(day, locale, 'long')}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </div>
        <Actions>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <FormattedMessage id="dashboard.delivery.areas.cancel" />
          </Button>
          <Button type="submit" loading={saving}>
            <FormattedMessage id={editing ? 'dashboard.delivery.areas.form.save' : 'dashboard.delivery.areas.form.add'} />
          </Button>
        </Actions>
      </Fields>
    </form>
  );
}
