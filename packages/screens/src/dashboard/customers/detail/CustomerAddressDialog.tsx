import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, MapPicker, type FormOption, type LatLng, type SubmitResult } from '@dukkan/ui';
import { customerRefusalId } from '../list/customerText.ts';
import type { CustomerAddressDraft } from './types.ts';
import { Row, Stack } from './CustomerDetailView.styles.ts';

export interface CustomerAddressDialogProps {
  isOpen: boolean;
  /** The customer's name, in the title. */
  customerName: string;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolves with null when stored (the caller closes the dialog), or the refusal, keeping what was typed. */
  onSubmit: (draft: CustomerAddressDraft) => Promise<ApiError | null>;
}

type Values = { title?: string; building_name?: string; floor?: string; flat?: string; notes?: string; type?: string };

const RULES = {
  title: 'required:trim|length:0,60',
  building_name: 'required:trim|length:0,150',
  floor: 'length:0,20',
  flat: 'length:0,30',
  notes: 'length:0,500',
} as const;

const TYPES = ['home', 'work', 'other'] as const;
const TYPE_IDS = {
  home: 'dashboard.customers.detail.addresses.type.home',
  work: 'dashboard.customers.detail.addresses.type.work',
  other: 'dashboard.customers.detail.addresses.type.other',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * "Add an address" for a customer (vendor spec §7 POST /customer/address/store; §3 Address):
 * the place on the map (MapPicker: arrows, typed coordinates, no tiles), then title, building,
 * floor, flat, notes and type. Without a place the form says so and sends nothing.
 */
export function CustomerAddressDialog({ isOpen, customerName, onOpenChange, onSubmit }: CustomerAddressDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.customers.detail.addresses.add.title" values={{ name: <bdi>{customerName}</bdi> }} />}
    >
      <AddressFormBody customerName={customerName} onOpenChange={onOpenChange} onSubmit={onSubmit} />
    </Dialog>
  );
}

/** The form itself: mounted with the open dialog, so the place starts empty each time. */
function AddressFormBody({ customerName, onOpenChange, onSubmit }: Omit<CustomerAddressDialogProps, 'isOpen'>) {
  const intl = useIntl();
  const [place, setPlace] = useState<LatLng | null>(null);
  const [placeMissing, setPlaceMissing] = useState(false);
  const types: FormOption[] = TYPES.map((value) => ({ value, label: intl.formatMessage({ id: TYPE_IDS[value] }) }));

  async function submit(values: Values): Promise<SubmitResult | undefined> {
    if (!place) {
      setPlaceMissing(true);
      return { formError: { id: 'dashboard.customers.detail.addresses.placeRequired' } };
    }
    const type = TYPES.find((t) => t === values.type) ?? 'home';
    const error = await onSubmit({
      title: text(values.title),
      building_name: text(values.building_name),
      floor: text(values.floor),
      flat: text(values.flat),
      notes: text(values.notes),
      type,
      lat: place.lat,
      lng: place.lng,
    });
    return error ? { formError: { id: customerRefusalId(error) } } : undefined;
  }

  return (
    <Form<Values>
      onSubmit={submit}
      initialValues={{ title: '', building_name: '', floor: '', flat: '', notes: '', type: 'home' }}
      aria-label={intl.formatMessage({ id: 'dashboard.customers.detail.addresses.add.title' }, { name: customerName })}
    >
      <Stack>
        <MapPicker
          label={<FormattedMessage id="dashboard.customers.detail.addresses.place" />}
          description={<FormattedMessage id="dashboard.customers.detail.addresses.place.help" />}
          value={place}
          onChange={(next) => {
            setPlace(next);
            setPlaceMissing(false);
          }}
          error={placeMissing ? <FormattedMessage id="dashboard.customers.detail.addresses.placeRequired" /> : undefined}
        />
        <FormField
          name="title"
          label={{ id: 'dashboard.customers.detail.addresses.field.title' }}
          rules={RULES.title}
          inputProps={{ dir: 'auto' }}
        />
        <FormField
          name="building_name"
          label={{ id: 'dashboard.customers.detail.addresses.field.building' }}
          rules={RULES.building_name}
          inputProps={{ dir: 'auto' }}
        />
        <FormField name="floor" label={{ id: 'dashboard.customers.detail.addresses.field.floor' }} rules={RULES.floor} />
        <FormField name="flat" label={{ id: 'dashboard.customers.detail.addresses.field.flat' }} rules={RULES.flat} />
        <FormField
          type="textarea"
          name="notes"
          label={{ id: 'dashboard.customers.detail.addresses.field.notes' }}
          rules={RULES.notes}
          inputProps={{ rows: 2, maxCharacters: 500, dir: 'auto' }}
        />
        <FormField
          type="radio"
          name="type"
          label={{ id: 'dashboard.customers.detail.addresses.field.type' }}
          options={types}
          rules="required"
        />
        <Row>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <FormattedMessage id="dashboard.customers.list.cancel" />
          </Button>
          <FormSubmit>
            <FormattedMessage id="dashboard.customers.detail.addresses.add.submit" />
          </FormSubmit>
        </Row>
      </Stack>
    </Form>
  );
}
