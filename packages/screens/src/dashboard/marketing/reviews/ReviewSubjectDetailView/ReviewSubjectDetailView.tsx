import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ApiError } from '@dukkan/core';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  ErrorState,
  InlineAlert,
  Page,
  Select,
  Skeleton,
  type PageBreadcrumb,
} from '@dukkan/ui';
import {
  LANGUAGE_MESSAGES,
  fullPhone,
  type Loadable,
  type ReviewProductItem,
  type ReviewQuestionItem,
  type ReviewSubjectItem,
} from '../types.ts';
import { ReviewDetailsForm, type ReviewDetailsValues } from './ReviewDetailsForm.tsx';
import { AddRow, Badges, Muted, Rows, Sections, Stack } from './ReviewSubjectDetailView.styles.ts';

export interface ReviewQuestionChoice {
  selected: readonly ReviewQuestionItem[];
  available: readonly ReviewQuestionItem[];
}

export interface ReviewSubjectDetailViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /vendor/reviews/review-details/{id}. */
  subject: Loadable<ReviewSubjectItem>;
  /** GET /vendor/reviews/{id}/get-products. */
  products: Loadable<readonly ReviewProductItem[]>;
  /** The bill's products (GET /vendor/bill/reviews/products): what can be added. */
  billProducts: readonly ReviewProductItem[];
  /** GET /vendor/reviews/{id}/manage-question. */
  questions: Loadable<ReviewQuestionChoice>;
  appFlavors: readonly string[];
  /** Owners and leads (`marketing:update`) change the review; anyone else reads it. */
  canEdit: boolean;
  onSaveDetails: (values: ReviewDetailsValues) => Promise<ApiError | null>;
  onAddProduct: (productId: string) => Promise<ApiError | null>;
  onRemoveProduct: (product: ReviewProductItem) => Promise<ApiError | null>;
  onSaveQuestions: (ids: string[]) => Promise<ApiError | null>;
  onPublish: () => void;
  onSend: () => void;
  onDelete: () => void;
}

function failure(error: ApiError): string {
  if (error.code === 'too_many_products') return 'dashboard.reviews.detail.products.tooMany';
  if (error.kind === 'network') return 'dashboard.reviews.error.network';
  return 'dashboard.reviews.error.save';
}

/**
 * One review request (vendor spec §3 "Review subject", §7 Reviews): its details, the products
 * and the questions it asks about, and the customer's answer once published and answered.
 */
export function ReviewSubjectDetailView(props: ReviewSubjectDetailViewProps) {
  const { subject, canEdit } = props;
  const data = subject.data;
  if (subject.status === 'error' && !data) {
    return (
      <Page title={<FormattedMessage id="dashboard.reviews.detail.failed" />} breadcrumbs={props.breadcrumbs}>
        <ErrorState title={<FormattedMessage id="dashboard.reviews.detail.failed" />} onRetry={subject.retry} />
      </Page>
    );
  }
  const bill = data ? <bdi dir="ltr">{data.billID}</bdi> : null;
  return (
    <Page
      loading={!data}
      title={<FormattedMessage id="dashboard.reviews.bill" values={{ bill }} />}
      description={<FormattedMessage id="dashboard.reviews.detail.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={
        canEdit && data ? (
          data.published ? (
            data.customerPhone ? (
              <Button onClick={props.onSend}>
                <FormattedMessage id="dashboard.reviews.send" />
              </Button>
            ) : undefined
          ) : (
            <Button onClick={props.onPublish}>
              <FormattedMessage id="dashboard.reviews.publish" />
            </Button>
          )
        ) : undefined
      }
      secondaryActions={
        canEdit && data ? (
          <Button variant="danger" onClick={props.onDelete}>
            <FormattedMessage id="dashboard.reviews.delete" />
          </Button>
        ) : undefined
      }
    >
      {data ? (
        <>
          <Badges>
            <Badge tone={data.published ? 'success' : 'neutral'}>
              <FormattedMessage id={data.published ? 'dashboard.reviews.published' : 'dashboard.reviews.draft'} />
            </Badge>
            {data.published && data.language ? (
              <Badge tone="info">
                <FormattedMessage id={LANGUAGE_MESSAGES[data.language]} />
              </Badge>
            ) : null}
          </Badges>
          <Sections>
            <Card title={<FormattedMessage id="dashboard.reviews.detail.details" />} titleLevel={2}>
              {canEdit ? (
                <ReviewDetailsForm subject={data} appFlavors={props.appFlavors} onSave={props.onSaveDetails} />
              ) : (
                <ReadOnlyDetails subject={data} />
              )}
            </Card>
            <ProductsCard {...props} />
            <QuestionsCard {...props} />
            <Card title={<FormattedMessage id="dashboard.reviews.detail.answer" />} titleLevel={2}>
              {data.rating ? (
                <Stack>
                  <div>
                    <Badge tone={data.rating >= 4 ? 'success' : data.rating <= 2 ? 'danger' : 'warning'}>
                      <FormattedMessage id="dashboard.reviews.rating" values={{ stars: data.rating }} />
                    </Badge>
                  </div>
                  {data.comment ? <bdi>{data.comment}</bdi> : null}
                </Stack>
              ) : (
                <Muted>
                  <FormattedMessage
                    id={data.published ? 'dashboard.reviews.detail.notAnswered' : 'dashboard.reviews.detail.notPublished'}
                  />
                </Muted>
              )}
            </Card>
          </Sections>
        </>
      ) : (
        <Skeleton blockSize="16rem" />
      )}
    </Page>
  );
}

function ReadOnlyDetails({ subject }: { subject: ReviewSubjectItem }) {
  return (
    <Rows>
      <li>
        <FormattedMessage id="dashboard.reviews.customer" />
        <bdi>{subject.customerFullName}</bdi>
      </li>
      <li>
        <FormattedMessage id="dashboard.reviews.phone" />
        <bdi dir="ltr">{subject.customerPhone ? fullPhone(subject.customerPhone) : null}</bdi>
      </li>
    </Rows>
  );
}

/** One change at a time: a second press while a call is out sends nothing. */
function useOneAtATime() {
  const busy = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(key: string, call: () => Promise<ApiError | null>) {
    if (busy.current) return false;
    busy.current = true;
    setPending(key);
    const refusal = await call();
    busy.current = false;
    setPending(null);
    setError(refusal ? failure(refusal) : null);
    return refusal === null;
  }
  return { pending, error, run };
}

function ProductsCard(props: ReviewSubjectDetailViewProps) {
  const intl = useIntl();
  const { products, canEdit } = props;
  const [choice, setChoice] = useState<string | null>(null);
  const { pending, error, run } = useOneAtATime();
  const included = new Set((products.data ?? []).map((p) => p.id));
  const addable = props.billProducts.filter((p) => !included.has(p.id));
  return (
    <Card title={<FormattedMessage id="dashboard.reviews.detail.products" />} titleLevel={2}>
      <Stack aria-busy={products.status === 'loading'}>
        <InlineAlert tone="critical" visible={error !== null}>
          {error ? <FormattedMessage id={error} /> : null}
        </InlineAlert>
        {products.status === 'error' ? (
          <ErrorState title={<FormattedMessage id="dashboard.reviews.detail.products.failed" />} onRetry={products.retry} />
        ) : !products.data ? (
          <Skeleton blockSize="4rem" />
        ) : products.data.length === 0 ? (
          <Muted>
            <FormattedMessage id="dashboard.reviews.detail.products.none" />
          </Muted>
        ) : (
          <Rows>
            {products.data.map((p) => {
              const name = localised(p, 'name', intl.locale);
              return (
                <li key={p.id}>
                  <bdi>{name}</bdi>
                  {canEdit ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={pending === p.id}
                      onClick={() => void run(p.id, () => props.onRemoveProduct(p))}
                      aria-label={intl.formatMessage({ id: 'dashboard.reviews.detail.products.remove.label' }, { name })}
                    >
                      <FormattedMessage id="dashboard.reviews.detail.products.remove" />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </Rows>
        )}
        {canEdit && addable.length > 0 ? (
          <AddRow>
            <Select
              label={<FormattedMessage id="dashboard.reviews.detail.products.add.choose" />}
              value={choice}
              onChange={setChoice}
              options={addable.map((p) => ({ id: p.id, label: localised(p, 'name', intl.locale) }))}
            />
            <Button
              variant="secondary"
              disabled={!choice}
              loading={pending === 'add'}
              onClick={() => {
                if (!choice) return;
                void run('add', () => props.onAddProduct(choice)).then((done) => done && setChoice(null));
              }}
            >
              <FormattedMessage id="dashboard.reviews.detail.products.add" />
            </Button>
          </AddRow>
        ) : null}
      </Stack>
    </Card>
  );
}

function QuestionsCard(props: ReviewSubjectDetailViewProps) {
  const intl = useIntl();
  const { questions, canEdit } = props;
  const [picked, setPicked] = useState<string[] | null>(null);
  const [missing, setMissing] = useState(false);
  const { pending, error, run } = useOneAtATime();
  const data = questions.data;
  const value = picked ?? data?.selected.map((q) => q.id) ?? [];
  return (
    <Card title={<FormattedMessage id="dashboard.reviews.detail.questions" />} titleLevel={2}>
      <Stack aria-busy={questions.status === 'loading'}>
        <InlineAlert tone="critical" visible={error !== null}>
          {error ? <FormattedMessage id={error} /> : null}
        </InlineAlert>
        {questions.status === 'error' ? (
          <ErrorState title={<FormattedMessage id="dashboard.reviews.detail.questions.failed" />} onRetry={questions.retry} />
        ) : !data ? (
          <Skeleton blockSize="6rem" />
        ) : (
          <>
            <CheckboxGroup
              label={<FormattedMessage id="dashboard.reviews.detail.questions.label" />}
              description={<FormattedMessage id="dashboard.reviews.detail.questions.help" />}
              value={value}
              onChange={(next) => {
                setPicked(next);
                setMissing(false);
              }}
              disabled={!canEdit}
              error={missing ? <FormattedMessage id="dashboard.reviews.detail.questions.required" /> : undefined}
            >
              {data.available.map((q) => (
                <Checkbox key={q.id} value={q.id}>
                  <bdi>{localised(q, 'text', intl.locale)}</bdi>
                </Checkbox>
              ))}
            </CheckboxGroup>
            {canEdit ? (
              <div>
                <Button
                  variant="secondary"
                  loading={pending === 'save'}
                  onClick={() => {
                    if (value.length === 0) {
                      setMissing(true);
                      return;
                    }
                    void run('save', () => props.onSaveQuestions(value)).then((done) => done && setPicked(null));
                  }}
                >
                  <FormattedMessage id="dashboard.reviews.detail.questions.save" />
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
