import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, type SubmitResult } from '@dukkan/ui';
import { PHONE_BOOK_FIELD_LIMITS as LIMITS, phoneBookRefusalId } from '../phoneBookText.ts';
import type { PhoneBookAddressItem, PhoneBookAddressValues } from '../types.ts';
import { Actions, Fields, Pair } from './PhoneBookAddressDialog.styles.ts';

export interface PhoneBookAddressDialogProps {
  isOpen: boolean;
  /** The address being changed; absent for a new one. */
  address?: PhoneBookAddressItem | null;
  /** Whose address it is, named in the title. */
  personName: string;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog), or with the refusal to show it. */
  onSubmit: (values: PhoneBookAddressValues) => Promise<ApiError | null>;
}

const RULES = {
  city: `required:trim|length:0,${LIMITS.city}`,
  area_name: `required:trim|length:0,${LIMITS.area_name}`,
  building: `required:trim|length:0,${LIMITS.building}`,
  flat: `length:0,${LIMITS.flat}`,
  notes: `length:0,${LIMITS.addressNotes}`,
} as const;

type Values = Partial<PhoneBookAddressValues>;

const trimmed = (values: Values): PhoneBookAddressValues => ({
  city: String(values.city ?? '').trim(),
  area_name: String(values.area_name ?? '').trim(),
  building: String(values.building ?? '').trim(),
  flat: String(values.flat ?? '').trim(),
  notes: String(values.notes ?? '').trim(),
});

/**
 * "New address" and "Edit address" (POST and PUT …/customers/{customer}/addresses): city, area,
 * building (required), flat and notes for the driver (optional). A refusal shows at the top of
 * the form and everything typed stays.
 */
export function PhoneBookAddressDialog({ isOpen, address, personName, onOpenChange, onSubmit }: PhoneBookAddressDialogProps) {
  const intl = useIntl();
  const titleId = address ? 'dashboard.phoneBook.address.editTitle' : 'dashboard.phoneBook.address.addTitle';
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await onSubmit(trimmed(values));
    return error ? { formError: { id: phoneBookRefusalId(error) } } : undefined;
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id={titleId} values={{ name: <bdi>{personName}</bdi> }} />}
      description={<FormattedMessage id="dashboard.phoneBook.address.description" />}
    >
      <Form<Values>
        key={address?.id ?? 'new'}
        onSubmit={submit}
        initialValues={{
          city: address?.city ?? '',
          area_name: address?.area_name ?? '',
          building: address?.building ?? '',
          flat: address?.flat ?? '',
          notes: address?.notes ?? '',
        }}
        aria-label={intl.formatMessage({ id: titleId }, { name: personName })}
      >
        <Fields>
          <Pair>
            <FormField name="city" label={{ id: 'dashboard.phoneBook.address.city' }} rules={RULES.city} inputProps={{ dir: 'auto' }} />
            <FormField
              name="area_name"
              label={{ id: 'dashboard.phoneBook.address.area' }}
              rules={RULES.area_name}
              inputProps={{ dir: 'auto' }}
            />
          </Pair>
          <Pair>
            <FormField
              name="building"
              label={{ id: 'dashboard.phoneBook.address.building' }}
              rules={RULES.building}
              inputProps={{ dir: 'auto' }}
            />
            <FormField name="flat" label={{ id: 'dashboard.phoneBook.address.flat' }} rules={RULES.flat} inputProps={{ dir: 'auto' }} />
          </Pair>
          <FormField
            type="textarea"
            name="notes"
            label={{ id: 'dashboard.phoneBook.address.notes' }}
            description={{ id: 'dashboard.phoneBook.address.notes.help' }}
            rules={RULES.notes}
            inputProps={{ dir: 'auto', rows: 2, autoGrow: true }}
          />
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.phoneBook.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id={address ? 'dashboard.phoneBook.address.save' : 'dashboard.phoneBook.address.add'} />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
