import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import {
  Button,
  Dialog,
  Form,
  FormField,
  FormSubmit,
  normalisePhone,
  type CustomRule,
  type FormOption,
  type SubmitResult,
} from '@dukkan/ui';
import {
  COMPLAINT_TYPE_VALUES,
  TYPE_MESSAGES,
  type ComplaintFormValues,
  type ComplaintItem,
  type ComplaintLabelItem,
  type ComplaintQrItem,
} from './types.ts';
import { Actions, Fields } from './Complaints.styles.ts';

export interface ComplaintFormDialogProps {
  isOpen: boolean;
  /** The complaint being edited; absent to record a new one. */
  complaint?: ComplaintItem | null;
  qrCodes: readonly ComplaintQrItem[];
  labels: readonly ComplaintLabelItem[];
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog), or with the refusal to show it. */
  onSubmit: (values: ComplaintFormValues) => Promise<ApiError | null>;
}

type Values = { QRCode?: string; name?: string; phone?: string; typeComplain?: string; message?: string; label?: string };

/** A UAE number: the complaint's country code is fixed to 971 (vendor spec §9). */
const uaePhone: CustomRule = {
  name: 'uaePhone',
  validate: ({ value }) => {
    const phone = normalisePhone(String(value ?? ''), '971');
    return phone.valid && phone.countryCode === '971';
  },
  message: { id: 'dashboard.complaints.form.phone.invalid' },
};

const RULES = {
  QRCode: 'required',
  name: 'required:trim|length:2,120',
  phone: ['required', uaePhone],
  typeComplain: 'required',
  message: 'required:trim|length:3,2000',
} as const;

function refusal(error: ApiError): SubmitResult {
  if (error.code === 'invalid_phone') return { fieldErrors: { phone: { id: 'dashboard.complaints.form.phone.invalid' } } };
  if (error.kind === 'network') return { formError: { id: 'dashboard.complaints.form.error.network' } };
  if (error.status === 404) return { formError: { id: 'dashboard.complaints.form.error.gone' } };
  return { formError: { id: 'dashboard.complaints.form.error.server' } };
}

/**
 * "Record a complaint" and "Edit complaint" (POST /complaint/add, PUT /complaint/edit): a
 * complaint taken by phone or at the counter, filed under the QR code it concerns, with the
 * customer's UAE number (+971 always), its kind, the message and an optional label.
 */
export function ComplaintFormDialog({ isOpen, complaint, qrCodes, labels, onOpenChange, onSubmit }: ComplaintFormDialogProps) {
  const intl = useIntl();
  const editing = Boolean(complaint);
  const titleId = editing ? 'dashboard.complaints.form.editTitle' : 'dashboard.complaints.form.addTitle';
  const qrOptions: FormOption[] = qrCodes.map((q) => ({ value: q.id, label: q.name }));
  const typeOptions: FormOption[] = COMPLAINT_TYPE_VALUES.map((t) => ({ value: t, label: intl.formatMessage({ id: TYPE_MESSAGES[t] }) }));
  const labelOptions: FormOption[] = [
    { value: '', label: intl.formatMessage({ id: 'dashboard.complaints.noLabel' }) },
    ...labels.map((l) => ({ value: l.id, label: l.name })),
  ];
  const initial: Values = {
    QRCode: complaint?.QRCode ?? qrCodes[0]?.id ?? '',
    name: complaint?.name ?? '',
    phone: complaint ? `+971${complaint.phone}` : '',
    typeComplain: complaint?.typeComplain ?? 'service',
    message: complaint?.message ?? '',
    label: complaint?.label ?? '',
  };
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const type = COMPLAINT_TYPE_VALUES.find((t) => t === values.typeComplain) ?? 'other';
    const error = await onSubmit({
      QRCode: String(values.QRCode ?? ''),
      name: String(values.name ?? '').trim(),
      phone: normalisePhone(String(values.phone ?? ''), '971').national,
      typeComplain: type,
      message: String(values.message ?? '').trim(),
      label: String(values.label ?? ''),
    });
    return error ? refusal(error) : undefined;
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id={titleId} />}
      description={<FormattedMessage id="dashboard.complaints.form.description" />}
    >
      <Form<Values> key={complaint?.id ?? 'new'} onSubmit={submit} initialValues={initial} aria-label={intl.formatMessage({ id: titleId })}>
        <Fields>
          <FormField type="select" name="QRCode" label={{ id: 'dashboard.complaints.form.qr' }} options={qrOptions} rules={RULES.QRCode} />
          <FormField name="name" label={{ id: 'dashboard.complaints.form.name' }} rules={RULES.name} inputProps={{ dir: 'auto' }} />
          <FormField
            type="phone"
            name="phone"
            label={{ id: 'dashboard.complaints.form.phone' }}
            description={{ id: 'dashboard.complaints.form.phone.help' }}
            rules={RULES.phone}
          />
          <FormField
            type="radio"
            name="typeComplain"
            label={{ id: 'dashboard.complaints.form.type' }}
            options={typeOptions}
            rules={RULES.typeComplain}
          />
          <FormField
            type="textarea"
            name="message"
            label={{ id: 'dashboard.complaints.form.message' }}
            rules={RULES.message}
            inputProps={{ dir: 'auto', maxCharacters: 2000 }}
          />
          <FormField type="select" name="label" label={{ id: 'dashboard.complaints.form.label' }} options={labelOptions} />
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.complaints.form.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id={editing ? 'dashboard.complaints.form.save' : 'dashboard.complaints.form.add'} />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
