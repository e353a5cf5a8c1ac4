import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-final-form';
import { MapPicker, useFormField, type Bounds, type CustomRule, type LatLng, type MessageOverrides, type RuleEntry } from '@dukkan/ui';
import type { Deliverability } from './addressArea.ts';

export interface AddressLocationFieldProps {
  deliverability: Deliverability;
  onLocationChange: (latlng: [number, number]) => void;
  bounds?: Bounds;
  locate?: () => Promise<LatLng>;
  disabled?: boolean;
}

const REQUIRED_MESSAGE: MessageOverrides = { required: { id: 'storefront.account.addressForm.locationRequired' } };

function blockedWhen(name: string, blocked: boolean, message: string): CustomRule {
  return { name, validate: () => !blocked, message: { id: message } };
}

/** Settles when the area lookup of the current point has answered. */
interface LookupWait {
  promise: Promise<boolean>;
  settle: () => void;
}

function lookupWait(): LookupWait {
  let settle = () => {};
  const promise = new Promise<boolean>((resolve) => {
    settle = () => resolve(true);
  });
  return { promise, settle };
}

/**
 * The `latlng` field of the address form: the map, bound to the form layer so that a missing
 * location or one the shop does not deliver to blocks the submit and is listed in the summary.
 */
export function AddressLocationField({ deliverability, onLocationChange, bounds, locate, disabled }: AddressLocationFieldProps) {
  const form = useForm('AddressLocationField');
  // While the area lookup runs, the location is pending (an async rule), not wrong: a Save
  // pressed then waits for the answer and goes on, instead of stopping at "Form incomplete"
  // with a summary that empties itself when the answer comes (seen in a journey on a slow run).
  const waiting = useRef<LookupWait | null>(null);
  const rules = useMemo<RuleEntry[]>(() => {
    if (deliverability === 'checking') waiting.current ??= lookupWait();
    const wait = waiting.current;
    const checked: CustomRule = {
      name: 'area_checked',
      validate: () => (deliverability === 'checking' && wait ? wait.promise : true),
      message: { id: 'storefront.account.addressForm.locationChecking' },
    };
    return [
      'required',
      checked,
      blockedWhen('delivers', deliverability === 'blocked', 'storefront.account.addressForm.locationNotDelivered'),
    ];
  }, [deliverability]);
  useEffect(() => {
    if (deliverability === 'checking' || !waiting.current) return;
    waiting.current.settle();
    waiting.current = null;
  }, [deliverability]);
  const {
    id,
    label,
    value: fieldValue,
    onChange,
    onFocus,
    inputRef,
    error,
  } = useFormField({
    name: 'latlng',
    label: { id: 'storefront.account.addressForm.location' },
    rules,
    messages: REQUIRED_MESSAGE,
    valueType: 'value',
    // The area line under the map speaks at once; the field's own message waits for a submit.
    validationVisibility: 'submit',
  });

  // The lookup's answer changes what is valid without the value changing: validate again.
  useEffect(() => {
    form.mutators.revalidate?.();
  }, [form, deliverability]);

  const value = Array.isArray(fieldValue) ? { lat: Number(fieldValue[0]), lng: Number(fieldValue[1]) } : null;
  return (
    <div ref={inputRef} id={`${id}-field`} onFocus={onFocus}>
      <MapPicker
        label={label}
        value={value}
        onChange={(next) => {
          const latlng: [number, number] = [next.lat, next.lng];
          onChange(latlng);
          onLocationChange(latlng);
        }}
        bounds={bounds}
        locate={locate}
        disabled={disabled}
        error={error}
      />
    </div>
  );
}
