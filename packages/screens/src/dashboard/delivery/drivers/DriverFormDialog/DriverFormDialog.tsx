import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert, MapPicker, Switch, TextField, type LatLng } from '@dukkan/ui';
import { Actions, Fields, Pair } from '../../areas/DeliveryAreaDialog/DeliveryAreaDialog.styles.ts';
import { driverRefusalId, type DriverItem, type DriverValues } from '../types.ts';

export interface DriverFormDialogProps {
  isOpen: boolean;
  /** The driver being edited; null to add one. */
  driver: DriverItem | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog); with the error to show it, keeping what was typed. */
  onSubmit: (values: DriverValues) => Promise<ApiError | null>;
}

type Field = 'name' | 'phone' | 'position';

const latinDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/**
 * "Add a driver" and "Edit driver" (vendor spec §3 "Driver"; driver/add, driver/update): name,
 * mobile number, where the driver is on the map (latitude and longitude; arrows or typed
 * coordinates, no tiles), and whether the driver is on duty. A refusal keeps what was typed.
 */
export function DriverFormDialog({ isOpen, driver, onOpenChange, onSubmit }: DriverFormDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={
        driver ? (
          <FormattedMessage id="dashboard.delivery.drivers.form.editTitle" values={{ name: <bdi>{driver.name}</bdi> }} />
        ) : (
          <FormattedMessage id="dashboard.delivery.drivers.form.addTitle" />
        )
      }
      description={<FormattedMessage id="dashboard.delivery.drivers.form.description" />}
    >
      <DriverForm key={driver?.id ?? 'new'} driver={driver} onOpenChange={onOpenChange} onSubmit={onSubmit} />
    </Dialog>
  );
}

function DriverForm({ driver, onOpenChange, onSubmit }: Omit<DriverFormDialogProps, 'isOpen'>) {
  const intl = useIntl();
  const [name, setName] = useState(driver?.name ?? '');
  const [phone, setPhone] = useState(driver?.phone ?? '');
  const [position, setPosition] = useState<LatLng | null>(driver ? { lat: driver.latitude, lng: driver.longitude } : null);
  const [available, setAvailable] = useState(driver?.available ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const first = (['name', 'phone'] as const).find((f) => errors[f]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const next: Partial<Record<Field, string>> = {};
    const digits = latinDigits(phone).replace(/[^\d+]/g, '');
    if (name.trim().length < 2) next.name = 'dashboard.delivery.drivers.form.name.required';
    if (digits.replace(/\D/g, '').length < 7) next.phone = 'dashboard.delivery.drivers.form.phone.invalid';
    if (!position) next.position = 'dashboard.delivery.drivers.form.position.required';
    setErrors(next);
    setRefusal(null);
    if (Object.keys(next).length > 0 || !position) return;
    sending.current = true;
    setSaving(true);
    const refused = await onSubmit({ name: name.trim(), phone: digits, latitude: position.lat, longitude: position.lng, available });
    setSaving(false);
    // Saved: the caller closes the dialog; a second click that lands meanwhile sends nothing.
    if (!refused) return;
    sending.current = false;
    if (refused.code === 'duplicate_phone') setErrors({ phone: 'dashboard.delivery.drivers.refused.duplicatePhone' });
    else setRefusal(refused);
  }

  const error = (field: Field) => (errors[field] ? <FormattedMessage id={errors[field]} /> : undefined);
  const title = driver
    ? intl.formatMessage({ id: 'dashboard.delivery.drivers.form.editTitle' }, { name: driver.name })
    : intl.formatMessage({ id: 'dashboard.delivery.drivers.form.addTitle' });

  return (
    <form ref={form} noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
      <Fields>
        <div aria-live="polite">
          {Object.keys(errors).length > 0 ? (
            <InlineAlert tone="critical">
              <FormattedMessage id="dashboard.delivery.areas.form.incomplete" />
            </InlineAlert>
          ) : refusal ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.delivery.drivers.saveFailed" />}>
              <FormattedMessage id={driverRefusalId(refusal)} />
            </InlineAlert>
          ) : null}
        </div>
        <Pair>
          <TextField
            name="name"
            label={<FormattedMessage id="dashboard.delivery.drivers.form.name" />}
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
            label={<FormattedMessage id="dashboard.delivery.drivers.form.phone" />}
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
        <MapPicker
          label={<FormattedMessage id="dashboard.delivery.drivers.form.position" />}
          description={<FormattedMessage id="dashboard.delivery.drivers.form.position.help" />}
          value={position}
          onChange={(next) => {
            setPosition(next);
            setErrors(({ position: _gone, ...rest }) => rest);
          }}
          error={error('position')}
        />
        <Switch
          checked={available}
          onChange={setAvailable}
          description={<FormattedMessage id="dashboard.delivery.drivers.form.available.help" />}
        >
          <FormattedMessage id="dashboard.delivery.drivers.form.available" />
        </Switch>
        <Actions>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <FormattedMessage id="dashboard.delivery.areas.cancel" />
          </Button>
          <Button type="submit" loading={saving}>
            <FormattedMessage id={driver ? 'dashboard.delivery.areas.form.save' : 'dashboard.delivery.drivers.form.add'} />
          </Button>
        </Actions>
      </Fields>
    </form>
  );
}
