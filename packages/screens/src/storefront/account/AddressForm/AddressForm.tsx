import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TEXT_LIMITS, type AddressDraft, type AddressType, type Area } from '@dukkan/core';
import { Button, Form, FormField, normalisePhone, type Bounds, type FormOption, type LatLng } from '@dukkan/ui';
import { mobileRule } from '../../auth/phoneRule.ts';
import { ServerErrorAlert, type ServerErrorLike, type ServerErrorTable } from '../../auth/ServerErrorAlert/index.ts';
import { usePendingSubmit, type SubmitAnswer } from '../../auth/usePendingSubmit.ts';
import { ADDRESS_TYPE_MESSAGES, ADDRESS_TYPES } from '../addressType.ts';
import { deliverability as deliverabilityOf, type AddressAreaStatus as AreaStatus } from './addressArea.ts';
import { AddressAreaStatus } from './AddressAreaStatus.tsx';
import { AddressLocationField } from './AddressLocationField.tsx';
import { Actions, Pair } from './AddressForm.styles.ts';

export interface AddressFormProps {
  /** POST /account/address/store with `addressCreationPayload(draft)`. Return the call's promise to stay busy until it settles. */
  onSubmit: (draft: AddressDraft) => SubmitAnswer;
  onCancel: () => void;
  /** Every new point on the map: look its area up (`useAreaFind`) and pass the answer back as `area` / `areaStatus`. */
  onLocationChange: (latlng: [number, number]) => void;
  /** The area `/area/find` answered for the point. */
  area: Area | undefined;
  areaStatus: AreaStatus;
  /** Try the area lookup again after an error. */
  onAreaRetry?: () => void;
  /** The pin to start with (an address being copied, the shop's city); none by default. Look its area up too. */
  initialLocation?: [number, number] | null;
  /** Fields to start with, e.g. the customer's name and phone. */
  initialValues?: Partial<Omit<AddressDraft, 'latlng'>>;
  /** The map's area; Dubai to Sharjah by default. */
  bounds?: Bounds;
  /** "Use my location": the app's geolocation (MapPicker `locate`). */
  locate?: () => Promise<LatLng>;
  isPending?: boolean;
  /** The failed save (ApiError): shown translated. */
  error?: ServerErrorLike | null;
}

type AddressValues = {
  latlng: [number, number] | null;
  title: string;
  person_name: string;
  building_name: string;
  floor: string;
  flat: string;
  notes: string;
  /** E.164, as the form layer's phone field keeps it. */
  phone: string;
  type: AddressType;
};

const ERRORS: ServerErrorTable = {
  network: 'storefront.account.error.network',
  fallback: 'storefront.account.error.generic',
  codes: {
    invalid_address: 'storefront.account.addressForm.error.invalid',
    too_many_addresses: 'storefront.account.addressForm.error.tooMany',
  },
  statuses: { 422: 'storefront.account.addressForm.error.invalid' },
};

// Limits of the address store call (customer spec §3 "Address"), from the table the API
// enforces too (decision 0083).
const MAX = TEXT_LIMITS.address;
const RULES = {
  title: `required:trim|length:0,${MAX.title}`,
  person_name: `required:trim|length:0,${MAX.person_name}`,
  building_name: `required:trim|length:0,${MAX.building_name}`,
  floor: `length:0,${MAX.floor}`,
  flat: `length:0,${MAX.flat}`,
  notes: `length:0,${MAX.notes}`,
  phone: ['required', mobileRule('storefront.account.addressForm.phoneInvalid')],
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function toDraft(values: AddressValues, latlng: [number, number]): AddressDraft {
  const phone = normalisePhone(values.phone);
  return {
    latlng,
    title: text(values.title),
    person_name: text(values.person_name),
    building_name: text(values.building_name),
    floor: text(values.floor),
    flat: text(values.flat),
    notes: text(values.notes),
    phone: phone.national,
    countryCode: phone.countryCode,
    type: ADDRESS_TYPES.includes(values.type) ? values.type : 'home',
  };
}

/**
 * The address form of the design card (customer spec §3 "Address", §7 address/store, area/find):
 * the location on the map with the area found for it (a place the shop does not deliver to
 * cannot be saved), then who and where to deliver to.
 */
export function AddressForm({
  onSubmit,
  onCancel,
  onLocationChange,
  area,
  areaStatus,
  onAreaRetry,
  initialLocation = null,
  initialValues,
  bounds,
  locate,
  isPending = false,
  error,
}: AddressFormProps) {
  const intl = useIntl();
  const { busy, submit } = usePendingSubmit(onSubmit, isPending);
  const delivery = deliverabilityOf(areaStatus, area);
  // Read once: a new object from the parent on a later render must not reset what was typed.
  const [initial] = useState<AddressValues>(() => ({
    latlng: initialLocation,
    title: initialValues?.title ?? '',
    person_name: initialValues?.person_name ?? '',
    building_name: initialValues?.building_name ?? '',
    floor: initialValues?.floor ?? '',
    flat: initialValues?.flat ?? '',
    notes: initialValues?.notes ?? '',
    phone: initialValues?.phone ? normalisePhone(initialValues.phone, initialValues.countryCode || undefined).e164 : '',
    type: initialValues?.type ?? 'home',
  }));
  const types: FormOption[] = ADDRESS_TYPES.map((type) => ({
    value: type,
    label: intl.formatMessage({ id: ADDRESS_TYPE_MESSAGES[type] }),
  }));

  function send(values: AddressValues) {
    // The location rules have passed, so latlng is set.
    if (!values.latlng) return undefined;
    return submit(toDraft(values, values.latlng));
  }

  return (
    <Form<AddressValues> onSubmit={send} initialValues={initial}>
      <div>
        <AddressLocationField deliverability={delivery} onLocationChange={onLocationChange} bounds={bounds} locate={locate} />
        <AddressAreaStatus status={areaStatus} area={area} deliverability={delivery} onRetry={onAreaRetry} />
      </div>
      <FormField
        name="title"
        label={{ id: 'storefront.account.addressForm.title' }}
        description={{ id: 'storefront.account.addressForm.titleHelp' }}
        rules={RULES.title}
      />
      <FormField
        name="person_name"
        label={{ id: 'storefront.account.addressForm.personName' }}
        rules={RULES.person_name}
        inputProps={{ autoComplete: 'name' }}
      />
      <FormField name="building_name" label={{ id: 'storefront.account.addressForm.building' }} rules={RULES.building_name} />
      <Pair>
        <FormField name="floor" label={{ id: 'storefront.account.addressForm.floor' }} rules={RULES.floor} />
        <FormField name="flat" label={{ id: 'storefront.account.addressForm.flat' }} rules={RULES.flat} />
      </Pair>
      <FormField
        type="textarea"
        name="notes"
        label={{ id: 'storefront.account.addressForm.notes' }}
        description={{ id: 'storefront.account.addressForm.notesHelp' }}
        rules={RULES.notes}
        inputProps={{ rows: 3, maxCharacters: 500 }}
      />
      <FormField type="phone" name="phone" label={{ id: 'storefront.account.addressForm.phone' }} rules={RULES.phone} />
      <FormField type="radio" name="type" label={{ id: 'storefront.account.addressForm.type' }} options={types} rules="required" />
      <ServerErrorAlert error={error} messages={ERRORS} />
      <Actions>
        <Button type="submit" loading={busy}>
          <FormattedMessage id="storefront.account.addressForm.save" />
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <FormattedMessage id="storefront.account.addressForm.cancel" />
        </Button>
      </Actions>
    </Form>
  );
}
