import { FormattedMessage, useIntl } from 'react-intl';
import { NUMBER_LOCALES } from '@dukkan/core';
import { Badge, Button, Card, Link, ListPage, Select, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import {
  LANGUAGE_MESSAGES,
  FILTER_MESSAGES,
  APP_FLAVOR_MESSAGES,
  fullPhone,
  type ReviewListFilter,
  type ReviewSubjectItem,
} from '../types.ts';
import { Actions, Comment, Facts, Header, List, PageLinks } from './ReviewSubjectsView.styles.ts';

export interface ReviewSubjectsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  subjects: readonly ReviewSubjectItem[];
  status: ListPageStatus;
  onRetry: () => void;
  filter: ReviewListFilter;
  onFilterChange: (filter: ReviewListFilter) => void;
  /** Owners and leads (`marketing:update`) request, publish, send and delete; anyone else reads. */
  canEdit: boolean;
  /** The other reviews pages. */
  statisticsHref: string;
  templatesHref: string;
  settingsHref: string;
  /** The review's own page (details, products, questions, answer). */
  detailHref: (subject: ReviewSubjectItem) => string;
  onCreate: () => void;
  /** "Add a review by hand" for a bill kept outside Dukkan (create-review); the button shows only when given. */
  onCreateByHand?: () => void;
  onPublish: (subject: ReviewSubjectItem) => void;
  onSend: (subject: ReviewSubjectItem) => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (subject: ReviewSubjectItem) => void;
  /** The review whose invitation is being sent: its button waits, a second press sends nothing. */
  sendingId?: string | null;
}

const FILTERS: readonly ReviewListFilter[] = ['all', 'draft', 'published'];

/**
 * Review requests (vendor spec §3 "Review subject", §4, §7 Reviews): one per bill, a draft
 * until it is published in the customer's language; then the invitation can be texted again,
 * and the customer's stars and comment show once answered.
 */
export function ReviewSubjectsView(props: ReviewSubjectsViewProps) {
  const { subjects, status, canEdit, filter } = props;
  const intl = useIntl();
  const dates = new Intl.DateTimeFormat(NUMBER_LOCALES[intl.locale.startsWith('ar') ? 'ar' : 'en'], {
    dateStyle: 'medium',
    timeZone: 'Asia/Dubai',
  });
  const date = (iso: string) => (iso ? dates.format(new Date(iso)) : '');
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.reviews.title" />}
      description={<FormattedMessage id="dashboard.reviews.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={
        canEdit ? (
          <>
            {props.onCreateByHand ? (
              <Button variant="secondary" onClick={props.onCreateByHand}>
                <FormattedMessage id="dashboard.reviews.manual" />
              </Button>
            ) : null}
            <Button onClick={props.onCreate}>
              <FormattedMessage id="dashboard.reviews.create" />
            </Button>
          </>
        ) : undefined
      }
      secondaryActions={
        <PageLinks aria-label={intl.formatMessage({ id: 'dashboard.reviews.pages' })}>
          <Link href={props.statisticsHref}>
            <FormattedMessage id="dashboard.nav.reviewStatistics" />
          </Link>
          <Link href={props.templatesHref}>
            <FormattedMessage id="dashboard.nav.reviewTemplates" />
          </Link>
          <Link href={props.settingsHref}>
            <FormattedMessage id="dashboard.nav.reviewSettings" />
          </Link>
        </PageLinks>
      }
      filters={
        <Select
          label={<FormattedMessage id="dashboard.reviews.filter" />}
          value={filter}
          onChange={(value) => props.onFilterChange((FILTERS.find((f) => f === value) ?? 'all') as ReviewListFilter)}
          options={FILTERS.map((f) => ({ id: f, label: intl.formatMessage({ id: FILTER_MESSAGES[f] }) }))}
        />
      }
      status={status}
      error={<FormattedMessage id="dashboard.reviews.error" />}
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && subjects.length === 0}
      empty={{
        title: <FormattedMessage id={filter === 'all' ? 'dashboard.reviews.empty' : 'dashboard.reviews.empty.filtered'} />,
        message: <FormattedMessage id={canEdit ? 'dashboard.reviews.empty.message' : 'dashboard.reviews.empty.readOnly'} />,
      }}
    >
      <List aria-label={intl.formatMessage({ id: 'dashboard.reviews.listLabel' })}>
        {subjects.map((subject) => {
          const bill = <bdi dir="ltr">{subject.billID}</bdi>;
          const name = subject.customerFullName || intl.formatMessage({ id: 'dashboard.reviews.noName' });
          return (
            <li key={subject.id}>
              <Card title={<FormattedMessage id="dashboard.reviews.bill" values={{ bill }} />} titleLevel={2}>
                <Header>
                  <Badge tone={subject.published ? 'success' : 'neutral'}>
                    <FormattedMessage id={subject.published ? 'dashboard.reviews.published' : 'dashboard.reviews.draft'} />
                  </Badge>
                  {subject.published && subject.language ? (
                    <Badge tone="info">
                      <FormattedMessage id={LANGUAGE_MESSAGES[subject.language]} />
                    </Badge>
                  ) : null}
                  {subject.rating ? (
                    <Badge tone={subject.rating >= 4 ? 'success' : subject.rating <= 2 ? 'danger' : 'warning'}>
                      <FormattedMessage id="dashboard.reviews.rating" values={{ stars: subject.rating }} />
                    </Badge>
                  ) : null}
                </Header>
                <Facts>
                  <dt>
                    <FormattedMessage id="dashboard.reviews.customer" />
                  </dt>
                  <dd>
                    <bdi>{name}</bdi>
                  </dd>
                  <dt>
                    <FormattedMessage id="dashboard.reviews.phone" />
                  </dt>
                  <dd>
                    {subject.customerPhone ? (
                      <bdi dir="ltr">{fullPhone(subject.customerPhone)}</bdi>
                    ) : (
                      <FormattedMessage id="dashboard.reviews.noPhone" />
                    )}
                  </dd>
                  <dt>
                    <FormattedMessage id="dashboard.reviews.flavor" />
                  </dt>
                  <dd>
                    {APP_FLAVOR_MESSAGES[subject.appFlavor] ? (
                      <FormattedMessage id={APP_FLAVOR_MESSAGES[subject.appFlavor]} />
                    ) : (
                      <bdi>{subject.appFlavor}</bdi>
                    )}
                  </dd>
                  <dt>
                    <FormattedMessage id="dashboard.reviews.asks" />
                  </dt>
                  <dd>
                    <FormattedMessage
                      id="dashboard.reviews.counts"
                      values={{ products: subject.productCount, questions: subject.questionCount }}
                    />
                  </dd>
                  <dt>
                    <FormattedMessage id="dashboard.reviews.created" />
                  </dt>
                  <dd>{date(subject.createdAt)}</dd>
                </Facts>
                {subject.comment ? (
                  <Comment>
                    <bdi>{subject.comment}</bdi>
                  </Comment>
                ) : null}
                <Actions>
                  <Link
                    href={props.detailHref(subject)}
                    aria-label={intl.formatMessage({ id: 'dashboard.reviews.open.label' }, { bill: subject.billID })}
                  >
                    <FormattedMessage id="dashboard.reviews.open" />
                  </Link>
                  {canEdit ? (
                    <>
                      {subject.published ? (
                        subject.customerPhone ? (
                          <Button
                            variant="secondary"
                            size="sm"
                            loading={props.sendingId === subject.id}
                            onClick={() => props.onSend(subject)}
                            aria-label={intl.formatMessage({ id: 'dashboard.reviews.send.label' }, { bill: subject.billID })}
                          >
                            <FormattedMessage id="dashboard.reviews.send" />
                          </Button>
                        ) : null
                      ) : (
                        <Button
                          size="sm"
                          onClick={() => props.onPublish(subject)}
                          aria-label={intl.formatMessage({ id: 'dashboard.reviews.publish.label' }, { bill: subject.billID })}
                        >
                          <FormattedMessage id="dashboard.reviews.publish" />
                        </Button>
                      )}
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => props.onDelete(subject)}
                        aria-label={intl.formatMessage({ id: 'dashboard.reviews.delete.label' }, { bill: subject.billID })}
                      >
                        <FormattedMessage id="dashboard.reviews.delete" />
                      </Button>
                    </>
                  ) : null}
                </Actions>
              </Card>
            </li>
          );
        })}
      </List>
    </ListPage>
  );
}
