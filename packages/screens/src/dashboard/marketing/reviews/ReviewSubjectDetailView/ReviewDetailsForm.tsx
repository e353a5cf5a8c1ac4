import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Form, FormField, FormSubmit, normalisePhone, type CustomRule, type SubmitResult } from '@dukkan/ui';
import { APP_FLAVOR_MESSAGES, type ReviewSubjectItem } from '../types.ts';
import { Stack } from './ReviewSubjectDetailView.styles.ts';

export interface ReviewDetailsValues {
  billID: string;
  customerFullName: string;
  /** International, `+971501234567`. */
  customerPhone: string;
  appFlavor: string;
}

type Values = Partial<ReviewDetailsValues>;

const validPhone: CustomRule = {
  name: 'reviewPhone',
  validate: ({ value }) => String(value ?? '').trim() === '' || normalisePhone(String(value ?? '')).valid,
  message: { id: 'dashboard.reviews.detail.phone.invalid' },
};

const RULES = {
  billID: 'required:trim|length:1,40',
  customerFullName: 'required:trim|length:2,120',
  customerPhone: ['required', validPhone],
} as const;

function detailsErrors(error: ApiError): SubmitResult {
  if (error.code === 'review_exists') return { fieldErrors: { billID: { id: 'dashboard.reviews.create.error.exists' } } };
  if (error.code === 'invalid_phone') return { fieldErrors: { customerPhone: { id: 'dashboard.reviews.detail.phone.invalid' } } };
  if (error.kind === 'network') return { formError: { id: 'dashboard.reviews.error.network' } };
  return { formError: { id: 'dashboard.reviews.error.save' } };
}

/** The review's details (PUT edit-details): the bill, the customer's name and phone, the app. A refusal keeps the edits. */
export function ReviewDetailsForm(props: {
  subject: ReviewSubjectItem;
  appFlavors: readonly string[];
  onSave: (values: ReviewDetailsValues) => Promise<ApiError | null>;
}) {
  const { subject } = props;
  const intl = useIntl();
  const flavors = [...new Set([...props.appFlavors, subject.appFlavor].filter(Boolean))].map((f) => ({
    value: f,
    label: APP_FLAVOR_MESSAGES[f] ? intl.formatMessage({ id: APP_FLAVOR_MESSAGES[f] }) : f,
  }));
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const phone = normalisePhone(String(values.customerPhone ?? ''));
    const error = await props.onSave({
      billID: String(values.billID ?? '').trim(),
      customerFullName: String(values.customerFullName ?? '').trim(),
      customerPhone: `+${phone.countryCode}${phone.national}`,
      appFlavor: String(values.appFlavor ?? subject.appFlavor),
    });
    return error ? detailsErrors(error) : undefined;
  }
  return (
    <Form<Values>
      key={subject.id}
      onSubmit={submit}
      initialValues={{
        billID: subject.billID,
        customerFullName: subject.customerFullName,
        customerPhone: subject.customerPhone ? `+971${subject.customerPhone}` : '',
        appFlavor: subject.appFlavor,
      }}
      aria-label={intl.formatMessage({ id: 'dashboard.reviews.detail.details' })}
    >
      <Stack>
        <FormField
          name="billID"
          label={{ id: 'dashboard.reviews.detail.billID' }}
          rules={RULES.billID}
          inputProps={{ dir: 'ltr', autoComplete: 'off' }}
        />
        <FormField
          name="customerFullName"
          label={{ id: 'dashboard.reviews.customer' }}
          rules={RULES.customerFullName}
          inputProps={{ dir: 'auto', autoComplete: 'off' }}
        />
        <FormField type="phone" name="customerPhone" label={{ id: 'dashboard.reviews.phone' }} rules={RULES.customerPhone} />
        <FormField type="select" name="appFlavor" label={{ id: 'dashboard.reviews.flavor' }} options={flavors} />
        <div>
          <FormSubmit>
            <FormattedMessage id="dashboard.reviews.detail.saveDetails" />
          </FormSubmit>
        </div>
      </Stack>
    </Form>
  );
}
