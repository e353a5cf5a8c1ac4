import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import {
  Button,
  Dialog,
  Form,
  FormField,
  FormSubmit,
  ImageUploader,
  keepFileForSave,
  normalisePhone,
  type CustomRule,
  type FormOption,
  type SubmitResult,
} from '@dukkan/ui';
import { customerRefusalId } from './customerText.ts';
import type { CustomerFormResult, CustomerListRow } from './types.ts';
import { Actions, Fields } from './CustomerFormDialog.styles.ts';

export interface CustomerFormDialogProps {
  isOpen: boolean;
  /** The customer being edited; absent to add one. */
  customer?: CustomerListRow | null;
  /** Cancel, Escape and the close button; the caller keeps the open state (the URL's `dialog`). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Sends the customer. Resolve with null when saved (the caller closes the dialog); with the
   * call's error to show it on its field or at the top, keeping everything typed and the picture.
   */
  onSubmit: (customer: CustomerFormResult) => Promise<ApiError | null>;
}

type Values = { fullName?: string; phone?: string; email?: string; gender?: string };

/** A mobile or landline number the platform can store (PhoneInput's E.164, any digits typed). */
const validPhone: CustomRule = {
  name: 'customerPhone',
  validate: ({ value }) => normalisePhone(String(value ?? '')).valid,
  message: { id: 'dashboard.customers.list.form.phone.invalid' },
};

const RULES = {
  fullName: 'required:trim|length:2,120',
  phone: ['required', validPhone],
  email: 'email|length:0,254',
} as const;

/** Where a refusal of add or update is shown: on its field, or at the top of the form. */
export function customerFormErrors(error: ApiError): SubmitResult {
  if (error.code === 'duplicate_phone') return { fieldErrors: { phone: { id: 'dashboard.customers.list.refused.duplicatePhone' } } };
  if (error.code === 'invalid_phone') return { fieldErrors: { phone: { id: 'dashboard.customers.list.form.phone.invalid' } } };
  if (error.code === 'invalid_email') return { fieldErrors: { email: { id: 'ui.form.rule.email' } } };
  return { formError: { id: customerRefusalId(error) } };
}

/**
 * "Add a customer" and "Edit customer" (vendor spec §3 Customer; POST /customer/add with an
 * optional picture, PUT /customer/update): name, phone (any digits; UAE by default), e-mail,
 * gender and a picture. A blocked submit sends nothing; a refusal keeps what was typed.
 */
export function CustomerFormDialog({ isOpen, customer, onOpenChange, onSubmit }: CustomerFormDialogProps) {
  const editing = Boolean(customer);
  const title = editing ? 'dashboard.customers.list.form.editTitle' : 'dashboard.customers.list.form.addTitle';
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      // A click beside the dialog must not throw away a half-filled form.
      isDismissable={false}
      title={editing ? <FormattedMessage id={title} values={{ name: <bdi>{customer?.fullName}</bdi> }} /> : <FormattedMessage id={title} />}
      description={<FormattedMessage id="dashboard.customers.list.form.description" />}
    >
      <CustomerFormBody key={customer?.id ?? 'new'} customer={customer} onOpenChange={onOpenChange} onSubmit={onSubmit} />
    </Dialog>
  );
}

/** The form itself: mounted with the open dialog, so the chosen picture starts empty each time. */
function CustomerFormBody({ customer, onOpenChange, onSubmit }: Omit<CustomerFormDialogProps, 'isOpen'>) {
  const intl = useIntl();
  const [image, setImage] = useState<File | null>(null);
  const editing = Boolean(customer);

  const initial: Values = {
    fullName: customer?.fullName ?? '',
    phone: customer ? normalisePhone(customer.phone, customer.countryCode).e164 : '',
    email: customer?.email ?? '',
    gender: customer?.gender ?? '',
  };
  const genders: FormOption[] = [
    { value: 'female', label: intl.formatMessage({ id: 'dashboard.customers.list.form.gender.female' }) },
    { value: 'male', label: intl.formatMessage({ id: 'dashboard.customers.list.form.gender.male' }) },
    { value: '', label: intl.formatMessage({ id: 'dashboard.customers.list.form.gender.none' }) },
  ];
  const title = editing ? 'dashboard.customers.list.form.editTitle' : 'dashboard.customers.list.form.addTitle';

  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const phone = normalisePhone(String(values.phone ?? ''));
    const gender = values.gender === 'male' || values.gender === 'female' ? values.gender : '';
    const error = await onSubmit({
      fullName: String(values.fullName ?? '').trim(),
      phone: phone.national,
      countryCode: phone.countryCode,
      email: String(values.email ?? '').trim(),
      gender,
      ...(image ? { image } : {}),
    });
    return error ? customerFormErrors(error) : undefined;
  }

  return (
    <Form<Values>
      key={customer?.id ?? 'new'}
      onSubmit={submit}
      initialValues={initial}
      aria-label={intl.formatMessage({ id: title }, { name: customer?.fullName ?? '' })}
    >
      <Fields>
        <FormField
          name="fullName"
          label={{ id: 'dashboard.customers.list.form.fullName' }}
          rules={RULES.fullName}
          inputProps={{ autoComplete: 'off', dir: 'auto' }}
        />
        <FormField
          type="phone"
          name="phone"
          label={{ id: 'dashboard.customers.list.form.phone' }}
          description={{ id: 'dashboard.customers.list.form.phone.help' }}
          rules={RULES.phone}
        />
        <FormField
          type="email"
          name="email"
          label={{ id: 'dashboard.customers.list.form.email' }}
          rules={RULES.email}
          inputProps={{ autoComplete: 'off', dir: 'ltr', inputMode: 'email' }}
        />
        <FormField type="radio" name="gender" label={{ id: 'dashboard.customers.list.form.gender' }} options={genders} />
        <ImageUploader
          label={<FormattedMessage id="dashboard.customers.list.form.image" />}
          description={<FormattedMessage id="dashboard.customers.list.form.image.help" />}
          value={customer?.image ? { url: customer.image } : null}
          onUpload={keepFileForSave}
          onChange={(value) => setImage(value?.file ?? null)}
        />
        <Actions>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <FormattedMessage id="dashboard.customers.list.cancel" />
          </Button>
          <FormSubmit>
            <FormattedMessage id={editing ? 'dashboard.customers.list.form.save' : 'dashboard.customers.list.form.add'} />
          </FormSubmit>
        </Actions>
      </Fields>
    </Form>
  );
}
