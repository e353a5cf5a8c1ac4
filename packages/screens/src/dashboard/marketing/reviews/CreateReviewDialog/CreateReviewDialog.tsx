import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert, Select, Skeleton } from '@dukkan/ui';
import { DialogActions, Fields, Preview } from '../reviewDialogs.styles.ts';
import {
  APP_FLAVOR_MESSAGES,
  type Loadable,
  type ReviewBillItem,
  type ReviewProductItem,
  type ReviewQuestionItem,
  type ReviewTemplateItem,
} from '../types.ts';

export interface CreateReviewOffer {
  bills: readonly ReviewBillItem[];
  templates: readonly ReviewTemplateItem[];
  appFlavors: readonly string[];
}

export interface CreateReviewValues {
  billID: string;
  template: string;
  appFlavor: string;
}

export interface CreateReviewDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** GET /vendor/reviews/view-create: completed bills without a review, templates, app flavours. */
  offer: Loadable<CreateReviewOffer>;
  /** The chosen bill's products (GET /vendor/bill/reviews/products); the caller loads them. */
  products: Loadable<readonly ReviewProductItem[]>;
  /** The chosen template's questions (GET /vendor/bill/reviews/questions). */
  questions: Loadable<readonly ReviewQuestionItem[]>;
  onBillChange: (billID: string | null) => void;
  onTemplateChange: (template: string | null) => void;
  /** Resolve with null when created (the caller closes the dialog), or with the refusal to show. */
  onSubmit: (values: CreateReviewValues) => Promise<ApiError | null>;
}

type FieldErrors = Partial<Record<'billID' | 'template' | 'form', string>>;

function errorsOf(error: ApiError): FieldErrors {
  if (error.code === 'review_exists') return { billID: 'dashboard.reviews.create.error.exists' };
  if (error.code === 'order_not_completed') return { billID: 'dashboard.reviews.create.error.notCompleted' };
  if (error.status === 404) return { billID: 'dashboard.reviews.create.error.gone' };
  if (error.kind === 'network') return { form: 'dashboard.reviews.error.network' };
  return { form: 'dashboard.reviews.error.save' };
}

/**
 * "Request a review" (POST /bill/reviews/create): a completed bill that has no review yet, the
 * template whose questions it asks, and the app the customer answers in. What the review will
 * ask about (the bill's products, the template's questions) shows before it is created.
 */
export function CreateReviewDialog(props: CreateReviewDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.reviews.create.title" />}
      description={<FormattedMessage id="dashboard.reviews.create.description" />}
    >
      {/* The form's choices live inside the dialog: closed and opened again, it starts afresh. */}
      <CreateReviewForm {...props} />
    </Dialog>
  );
}

function CreateReviewForm(props: CreateReviewDialogProps) {
  const { offer, products, questions } = props;
  const intl = useIntl();
  const [billID, setBill] = useState<string | null>(null);
  const [template, setTemplate] = useState<string | null>(null);
  const [flavor, setFlavor] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const data = offer.data;
  const chosenTemplate = template ?? data?.templates[0]?.id ?? null;

  function chooseBill(id: string | null) {
    setBill(id);
    setErrors((e) => ({ ...e, billID: undefined, form: undefined }));
    props.onBillChange(id);
  }
  function chooseTemplate(id: string | null) {
    setTemplate(id);
    setErrors((e) => ({ ...e, template: undefined }));
    props.onTemplateChange(id);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const missing: FieldErrors = {
      ...(billID ? {} : { billID: 'dashboard.reviews.create.bill.required' }),
      ...(chosenTemplate ? {} : { template: 'dashboard.reviews.create.template.required' }),
    };
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    sending.current = true;
    setBusy(true);
    const error = await props.onSubmit({ billID: billID!, template: chosenTemplate!, appFlavor: flavor ?? '' });
    sending.current = false;
    setBusy(false);
    setErrors(error ? errorsOf(error) : {});
  }

  const bills = data?.bills ?? [];
  const flavors = data?.appFlavors ?? [];
  return offer.status === 'error' ? (
    <InlineAlert
      tone="critical"
      title={<FormattedMessage id="dashboard.reviews.create.loadFailed" />}
      action={{ label: <FormattedMessage id="dashboard.reviews.retry" />, onAction: offer.retry }}
    />
  ) : !data ? (
    <Skeleton blockSize="12rem" />
  ) : (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'dashboard.reviews.create.title' })}>
      <Fields>
        <InlineAlert tone="critical" visible={Boolean(errors.form)}>
          {errors.form ? <FormattedMessage id={errors.form} /> : null}
        </InlineAlert>
        <Select
          label={<FormattedMessage id="dashboard.reviews.create.bill" />}
          description={<FormattedMessage id="dashboard.reviews.create.bill.help" />}
          required
          value={billID}
          onChange={chooseBill}
          error={errors.billID ? <FormattedMessage id={errors.billID} /> : undefined}
          emptyMessage={<FormattedMessage id="dashboard.reviews.create.noBills" />}
          options={bills.map((b) => ({
            id: b.billID,
            label: intl.formatMessage(
              { id: 'dashboard.reviews.create.billOption' },
              { bill: `\u2066${b.billID}\u2069`, name: b.customerName || intl.formatMessage({ id: 'dashboard.reviews.noName' }) },
            ),
          }))}
        />
        <Select
          label={<FormattedMessage id="dashboard.reviews.create.template" />}
          required
          value={chosenTemplate}
          onChange={chooseTemplate}
          error={errors.template ? <FormattedMessage id={errors.template} /> : undefined}
          emptyMessage={<FormattedMessage id="dashboard.reviews.create.noTemplates" />}
          options={(data.templates ?? []).map((t) => ({ id: t.id, label: t.title }))}
        />
        <Select
          label={<FormattedMessage id="dashboard.reviews.flavor" />}
          description={<FormattedMessage id="dashboard.reviews.create.flavor.help" />}
          value={flavor}
          onChange={setFlavor}
          placeholder={intl.formatMessage({ id: 'dashboard.reviews.create.flavor.fromBill' })}
          options={flavors.map((f) => ({
            id: f,
            label: APP_FLAVOR_MESSAGES[f] ? intl.formatMessage({ id: APP_FLAVOR_MESSAGES[f] }) : f,
          }))}
        />
        {billID ? (
          <Preview aria-busy={products.status === 'loading'}>
            <h3>
              <FormattedMessage id="dashboard.reviews.create.products" />
            </h3>
            {products.status === 'error' ? (
              <FormattedMessage id="dashboard.reviews.create.productsFailed" />
            ) : products.data ? (
              <ul>
                {products.data.map((p) => (
                  <li key={p.id}>
                    <bdi>{localised(p, 'name', intl.locale)}</bdi>
                  </li>
                ))}
              </ul>
            ) : (
              <Skeleton blockSize="2.5rem" />
            )}
          </Preview>
        ) : null}
        {chosenTemplate ? (
          <Preview aria-busy={questions.status === 'loading'}>
            <h3>
              <FormattedMessage id="dashboard.reviews.create.questions" />
            </h3>
            {questions.status === 'error' ? (
              <FormattedMessage id="dashboard.reviews.create.questionsFailed" />
            ) : questions.data ? (
              <ul>
                {questions.data.map((q) => (
                  <li key={q.id}>
                    <bdi>{localised(q, 'text', intl.locale)}</bdi>
                  </li>
                ))}
              </ul>
            ) : (
              <Skeleton blockSize="2.5rem" />
            )}
          </Preview>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            <FormattedMessage id="dashboard.reviews.cancel" />
          </Button>
          <Button type="submit" loading={busy}>
            <FormattedMessage id="dashboard.reviews.create.submit" />
          </Button>
        </DialogActions>
      </Fields>
    </form>
  );
}
