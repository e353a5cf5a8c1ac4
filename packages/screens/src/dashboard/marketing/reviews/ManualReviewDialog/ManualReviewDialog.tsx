import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert, Select, Skeleton, TextField } from '@dukkan/ui';
import type { CreateReviewOffer } from '../CreateReviewDialog/CreateReviewDialog.tsx';
import { DialogActions, Fields } from '../reviewDialogs.styles.ts';
import { APP_FLAVOR_MESSAGES, type Loadable } from '../types.ts';

export interface ManualReviewValues {
  billID: string;
  customerFullName: string;
  customerPhone: string;
  template: string;
  appFlavor: string;
}

export interface ManualReviewDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The templates and app flavours (GET /vendor/reviews/view-create); its bills are not used here. */
  offer: Loadable<CreateReviewOffer>;
  /** Resolve with null when created (the caller closes the dialog), or with the refusal to show. */
  onSubmit: (values: ManualReviewValues) => Promise<ApiError | null>;
}

type Field = 'billID' | 'customerFullName' | 'customerPhone' | 'template' | 'form';
type FieldErrors = Partial<Record<Field, string>>;

/** The limits the server keeps (bill 40 characters, name 120). */
const BILL_MAX = 40;
const NAME_MAX = 120;

/** UAE numbers as the server reads them: +971, 00971 or a trunk 0, then 8 or 9 digits. */
export function isUaePhone(raw: string): boolean {
  const compact = raw.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return false;
  let digits = compact.replace(/^\+/, '').replace(/^00/, '');
  if (digits.startsWith('971') && digits.length > 9) digits = digits.slice(3);
  return /^\d{8,9}$/.test(digits.replace(/^0+/, ''));
}

function check(values: ManualReviewValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.billID.trim()) errors.billID = 'dashboard.reviews.manual.bill.required';
  else if (values.billID.trim().length > BILL_MAX) errors.billID = 'dashboard.reviews.manual.bill.tooLong';
  if (!values.customerFullName.trim()) errors.customerFullName = 'dashboard.reviews.manual.name.required';
  else if (values.customerFullName.trim().length > NAME_MAX) errors.customerFullName = 'dashboard.reviews.manual.name.tooLong';
  if (!values.customerPhone.trim()) errors.customerPhone = 'dashboard.reviews.manual.phone.required';
  else if (!isUaePhone(values.customerPhone)) errors.customerPhone = 'dashboard.reviews.manual.phone.invalid';
  if (!values.template) errors.template = 'dashboard.reviews.create.template.required';
  return errors;
}

function errorsOf(error: ApiError): FieldErrors {
  if (error.code === 'review_exists') return { billID: 'dashboard.reviews.create.error.exists' };
  if (error.code === 'invalid_phone') return { customerPhone: 'dashboard.reviews.manual.phone.invalid' };
  if (error.kind === 'network') return { form: 'dashboard.reviews.error.network' };
  return { form: 'dashboard.reviews.error.save' };
}

/**
 * "Add a review by hand" (POST /vendor/reviews/create-review): for a customer served by phone
 * or at the counter, whose bill the shop keeps outside Dukkan. The bill number, the customer's
 * name and phone, the template whose questions it asks, and the app the customer answers in.
 */
export function ManualReviewDialog(props: ManualReviewDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.reviews.manual.title" />}
      description={<FormattedMessage id="dashboard.reviews.manual.description" />}
    >
      {/* The form lives inside the dialog: closed and opened again, it starts afresh. */}
      <ManualReviewForm {...props} />
    </Dialog>
  );
}

function ManualReviewForm(props: ManualReviewDialogProps) {
  const { offer } = props;
  const intl = useIntl();
  const [values, setValues] = useState({ billID: '', customerFullName: '', customerPhone: '' });
  const [template, setTemplate] = useState<string | null>(null);
  const [flavor, setFlavor] = useState<string>('website');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const idPrefix = useId();
  const data = offer.data;
  const chosenTemplate = template ?? data?.templates[0]?.id ?? '';

  function edit(field: 'billID' | 'customerFullName' | 'customerPhone', value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const all: ManualReviewValues = { ...values, template: chosenTemplate, appFlavor: flavor };
    const wrong = check(all);
    if (Object.keys(wrong).length > 0) {
      setErrors(wrong);
      const first = (['billID', 'customerFullName', 'customerPhone'] as const).find((f) => wrong[f]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    const error = await props.onSubmit(all);
    sending.current = false;
    setBusy(false);
    setErrors(error ? errorsOf(error) : {});
  }

  const message = (field: Field) => (errors[field] ? <FormattedMessage id={errors[field]} /> : undefined);
  return offer.status === 'error' ? (
    <InlineAlert
      tone="critical"
      title={<FormattedMessage id="dashboard.reviews.manual.loadFailed" />}
      action={{ label: <FormattedMessage id="dashboard.reviews.retry" />, onAction: offer.retry }}
    />
  ) : !data ? (
    <Skeleton blockSize="12rem" />
  ) : (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'dashboard.reviews.manual.title' })}>
      <Fields>
        <InlineAlert tone="critical" visible={Boolean(errors.form)}>
          {message('form')}
        </InlineAlert>
        <TextField
          id={`${idPrefix}-billID`}
          label={<FormattedMessage id="dashboard.reviews.manual.bill" />}
          description={<FormattedMessage id="dashboard.reviews.manual.bill.help" />}
          required
          dir="ltr"
          autoComplete="off"
          value={values.billID}
          onChange={(e) => edit('billID', e.target.value)}
          error={message('billID')}
        />
        <TextField
          id={`${idPrefix}-customerFullName`}
          label={<FormattedMessage id="dashboard.reviews.manual.name" />}
          required
          autoComplete="off"
          value={values.customerFullName}
          onChange={(e) => edit('customerFullName', e.target.value)}
          error={message('customerFullName')}
        />
        <TextField
          id={`${idPrefix}-customerPhone`}
          label={<FormattedMessage id="dashboard.reviews.manual.phone" />}
          description={<FormattedMessage id="dashboard.reviews.manual.phone.help" />}
          required
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
          value={values.customerPhone}
          onChange={(e) => edit('customerPhone', e.target.value)}
          error={message('customerPhone')}
        />
        <Select
          label={<FormattedMessage id="dashboard.reviews.create.template" />}
          required
          value={chosenTemplate || null}
          onChange={(id) => {
            setTemplate(id);
            setErrors((e) => ({ ...e, template: undefined }));
          }}
          error={message('template')}
          emptyMessage={<FormattedMessage id="dashboard.reviews.create.noTemplates" />}
          options={data.templates.map((t) => ({ id: t.id, label: t.title }))}
        />
        <Select
          label={<FormattedMessage id="dashboard.reviews.flavor" />}
          description={<FormattedMessage id="dashboard.reviews.manual.flavor.help" />}
          value={flavor}
          onChange={(id) => setFlavor(id ?? 'website')}
          options={data.appFlavors.map((f) => ({
            id: f,
            label: APP_FLAVOR_MESSAGES[f] ? intl.formatMessage({ id: APP_FLAVOR_MESSAGES[f] }) : f,
          }))}
        />
        <DialogActions>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            <FormattedMessage id="dashboard.reviews.cancel" />
          </Button>
          <Button type="submit" loading={busy}>
            <FormattedMessage id="dashboard.reviews.manual.submit" />
          </Button>
        </DialogActions>
      </Fields>
    </form>
  );
}
