import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ApiError } from '@dukkan/core';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  InlineAlert,
  Money,
  Page,
  Select,
  type DataTableColumn,
  type PageBreadcrumb,
} from '@dukkan/ui';
import { Actions, AreaName, Intro, Notices, SectionBody, Sections } from '../../areas/DeliveryAreasView/DeliveryAreasView.styles.ts';
import type { DeliverySection } from '../../areas/shared/types.ts';
import { jobRefusalId, type DeliveryJobItem, type JobStatus } from '../types.ts';
import { Filter } from './DeliveryJobsView.styles.ts';

/** "open": created, assigned or picked up (what still needs someone); "all"; or one status. */
export type JobFilter = 'open' | 'all' | JobStatus;
export const JOB_FILTERS: readonly JobFilter[] = ['open', 'all', 'created', 'assigned', 'picked_up', 'delivered', 'cancelled'];
const OPEN: readonly JobStatus[] = ['created', 'assigned', 'picked_up'];

export interface DeliveryJobsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /vendor/cc/job: the shop's jobs, newest first, each with who it is assigned to. */
  jobs: DeliverySection<DeliveryJobItem[]>;
  filter: JobFilter;
  onFilterChange: (filter: JobFilter) => void;
  /** Owners and leads (`delivery:update`) create, assign, cancel and mark picked up; anyone else reads. */
  canEdit: boolean;
  /** Opens "New free job". */
  onCreate: () => void;
  /** Opens "Assign" for a job not picked up yet: a free driver, or a carrier with its price. */
  onAssign: (job: DeliveryJobItem) => void;
  /** Marks an assigned job picked up; resolves with the refusal, or null. */
  onPickup: (job: DeliveryJobItem) => Promise<ApiError | null>;
  /** Cancels a job after the confirmation; resolves with the refusal, or null. */
  onCancel: (job: DeliveryJobItem) => Promise<ApiError | null>;
}

type Notice = { tone: 'success' | 'critical'; id: string; name: string; error: ApiError | null };

const STATUS_TONE: Record<JobStatus, 'neutral' | 'info' | 'warning' | 'success' | 'danger'> = {
  created: 'warning',
  assigned: 'info',
  picked_up: 'info',
  delivered: 'success',
  cancelled: 'neutral',
};

/** An empty floor or flat: a dash reads the same in both languages. */
const DASH = '–';

const statusId = (status: JobStatus) => `dashboard.delivery.jobs.status.${status}`;
const filterId = (filter: JobFilter) =>
  filter === 'open' || filter === 'all' ? `dashboard.delivery.jobs.filter.${filter}` : statusId(filter);

/**
 * Delivery jobs (vendor spec §3 "Delivery job", §4, §7 Delivery; issue #15 item 4): the shop's jobs,
 * each with the customer, the address, what to collect, its status and who delivers it; a new free
 * job, assigning a job to a free driver or a carrier, marking it picked up, and cancelling it before
 * pickup (with a confirmation).
 */
export function DeliveryJobsView({
  breadcrumbs,
  jobs,
  filter,
  onFilterChange,
  canEdit,
  onCreate,
  onAssign,
  onPickup,
  onCancel,
}: DeliveryJobsViewProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState<DeliveryJobItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const all = jobs.data ?? [];
  const rows = all.filter((job) => (filter === 'all' ? true : filter === 'open' ? OPEN.includes(job.status) : job.status === filter));
  const who = (job: DeliveryJobItem) => job.name || intl.formatMessage({ id: 'dashboard.delivery.jobs.noName' });

  async function run(job: DeliveryJobItem, action: 'pickup' | 'cancel') {
    if (busy) return;
    setBusy(job.id);
    const error = await (action === 'pickup' ? onPickup(job) : onCancel(job));
    setBusy(null);
    setConfirming(null);
    setNotice({
      tone: error ? 'critical' : 'success',
      id: `dashboard.delivery.jobs.${action}${error ? '.failed' : '.done'}`,
      name: who(job),
      error,
    });
  }

  const columns: DataTableColumn<DeliveryJobItem>[] = [
    {
      key: 'customer',
      header: <FormattedMessage id="dashboard.delivery.jobs.col.customer" />,
      minWidth: 170,
      grow: 2,
      cell: (job) => (
        <AreaName>
          <bdi>{who(job)}</bdi>
          <small>
            <bdi dir="ltr">{job.phone}</bdi>
          </small>
          {job.cart ? (
            <small>
              <FormattedMessage id="dashboard.delivery.jobs.kind.order" values={{ order: <bdi dir="ltr">{job.cart}</bdi> }} />
            </small>
          ) : job.free ? (
            <small>
              <FormattedMessage id="dashboard.delivery.jobs.kind.free" />
            </small>
          ) : null}
        </AreaName>
      ),
    },
    {
      key: 'address',
      header: <FormattedMessage id="dashboard.delivery.jobs.col.address" />,
      minWidth: 170,
      grow: 2,
      cell: (job) => (
        <AreaName>
          <bdi>{job.building}</bdi>
          {job.floor || job.flat ? (
            <small>
              <FormattedMessage
                id="dashboard.delivery.jobs.floorFlat"
                values={{ floor: <bdi dir="ltr">{job.floor || DASH}</bdi>, flat: <bdi dir="ltr">{job.flat || DASH}</bdi> }}
              />
            </small>
          ) : null}
        </AreaName>
      ),
    },
    {
      key: 'amount',
      header: <FormattedMessage id="dashboard.delivery.jobs.col.amount" />,
      minWidth: 120,
      cell: (job) => (
        <AreaName>
          <Money fils={job.amountFils} />
          <small>
            <FormattedMessage
              id={job.paymentType === 'cash' ? 'dashboard.delivery.jobs.payment.cash' : 'dashboard.delivery.jobs.payment.card'}
            />
          </small>
        </AreaName>
      ),
    },
    {
      key: 'status',
      header: <FormattedMessage id="dashboard.delivery.jobs.col.status" />,
      minWidth: 120,
      cell: (job) => (
        <Badge tone={STATUS_TONE[job.status]}>
          <FormattedMessage id={statusId(job.status)} />
        </Badge>
      ),
    },
    {
      key: 'assignee',
      header: <FormattedMessage id="dashboard.delivery.jobs.col.assignee" />,
      minWidth: 150,
      cell: (job) =>
        job.assignee ? (
          <AreaName>
            <bdi>{localised(job.assignee, 'name', intl.locale)}</bdi>
            <small>
              <FormattedMessage
                id={job.assignee.kind === 'driver' ? 'dashboard.delivery.jobs.assignee.driver' : 'dashboard.delivery.jobs.assignee.carrier'}
              />
            </small>
          </AreaName>
        ) : (
          <FormattedMessage id="dashboard.delivery.jobs.assignee.none" />
        ),
    },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      header: <FormattedMessage id="dashboard.delivery.areas.col.actions" />,
      minWidth: 280,
      cell: (job) =>
        job.status === 'created' || job.status === 'assigned' ? (
          <Actions>
            <Button
              variant="secondary"
              size="sm"
              aria-label={intl.formatMessage(
                { id: job.status === 'created' ? 'dashboard.delivery.jobs.assign.label' : 'dashboard.delivery.jobs.reassign.label' },
                { name: who(job) },
              )}
              onClick={() => onAssign(job)}
            >
              <FormattedMessage id={job.status === 'created' ? 'dashboard.delivery.jobs.assign' : 'dashboard.delivery.jobs.reassign'} />
            </Button>
            {job.status === 'assigned' ? (
              <Button
                variant="secondary"
                size="sm"
                loading={busy === job.id && confirming === null}
                aria-label={intl.formatMessage({ id: 'dashboard.delivery.jobs.pickup.label' }, { name: who(job) })}
                onClick={() => void run(job, 'pickup')}
              >
                <FormattedMessage id="dashboard.delivery.jobs.pickup" />
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              aria-label={intl.formatMessage({ id: 'dashboard.delivery.jobs.cancel.label' }, { name: who(job) })}
              onClick={() => setConfirming(job)}
            >
              <FormattedMessage id="dashboard.delivery.jobs.cancel.short" />
            </Button>
          </Actions>
        ) : null,
    });

  const createButton = canEdit ? (
    <Button onClick={onCreate}>
      <FormattedMessage id="dashboard.delivery.jobs.create" />
    </Button>
  ) : undefined;

  let body;
  if (jobs.status === 'error')
    body = <ErrorState description={<FormattedMessage id="dashboard.delivery.jobs.error" />} onRetry={jobs.retry} />;
  else if (jobs.status === 'ready' && all.length === 0)
    body = (
      <EmptyState
        title={<FormattedMessage id="dashboard.delivery.jobs.empty" />}
        description={<FormattedMessage id={canEdit ? 'dashboard.delivery.jobs.empty.message' : 'dashboard.delivery.jobs.empty.readOnly'} />}
        action={createButton}
      />
    );
  else
    body = (
      <Card title={<FormattedMessage id="dashboard.delivery.jobs.list.title" />} titleLevel={2}>
        <SectionBody>
          <Intro>
            <FormattedMessage id="dashboard.delivery.jobs.list.description" />
          </Intro>
          <Filter>
            <Select
              label={<FormattedMessage id="dashboard.delivery.jobs.filter" />}
              options={JOB_FILTERS.map((f) => ({ id: f, label: intl.formatMessage({ id: filterId(f) }) }))}
              value={filter}
              onChange={(value) => value && onFilterChange(value as JobFilter)}
            />
          </Filter>
          <DataTable
            label={<FormattedMessage id="dashboard.delivery.jobs.list.title" />}
            hideLabel
            columns={columns}
            rows={rows}
            getRowKey={(job) => job.id}
            status={jobs.status}
            emptyMessage={<FormattedMessage id="dashboard.delivery.jobs.filter.empty" />}
            maxBlockSize="none"
          />
        </SectionBody>
      </Card>
    );

  return (
    <>
      <Page
        title={<FormattedMessage id="dashboard.delivery.jobs.title" />}
        description={<FormattedMessage id="dashboard.delivery.jobs.description" />}
        breadcrumbs={breadcrumbs}
        primaryAction={jobs.status === 'ready' ? createButton : undefined}
      >
        <Sections>
          <Notices>
            {notice ? (
              <InlineAlert
                tone={notice.tone}
                title={<FormattedMessage id={notice.id} values={{ name: <bdi>{notice.name}</bdi> }} />}
                onDismiss={() => setNotice(null)}
              >
                {notice.tone === 'critical' ? <FormattedMessage id={jobRefusalId(notice.error)} /> : null}
              </InlineAlert>
            ) : null}
          </Notices>
          {body}
        </Sections>
      </Page>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={
          <FormattedMessage
            id="dashboard.delivery.jobs.confirmCancel.title"
            values={{ name: <bdi>{confirming ? who(confirming) : ''}</bdi> }}
          />
        }
        message={
          <FormattedMessage
            id={confirming?.assignee ? 'dashboard.delivery.jobs.confirmCancel.assigned' : 'dashboard.delivery.jobs.confirmCancel.message'}
          />
        }
        confirmLabel={<FormattedMessage id="dashboard.delivery.jobs.cancel" />}
        cancelLabel={<FormattedMessage id="dashboard.delivery.jobs.keep" />}
        destructive
        busy={busy !== null}
        onConfirm={() => confirming && void run(confirming, 'cancel')}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
