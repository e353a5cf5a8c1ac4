import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ApiError, type Fils } from '@dukkan/core';
import { Badge, Button, Card, InlineAlert, Link, Money, Skeleton, TextField, toLatinDigits } from '@dukkan/ui';
import { OrderActionDialog } from './OrderActionDialog.tsx';
import { Facts, LtrText, Muted, Stack, Status } from './OrderDetailView.styles.ts';

export type OrderJobStatus = 'created' | 'assigned' | 'picked_up' | 'delivered' | 'cancelled';

/** The order's delivery job as the order page shows it (vendor spec §3 "Delivery job"). */
export interface OrderDeliveryJob {
  id: string;
  status: OrderJobStatus;
  /** What the driver collects from the customer; 0 when the order is paid. */
  amountFils: Fils;
  /** Who delivers it, named; absent while nobody is assigned. */
  assignee?: { kind: 'driver' | 'carrier'; name: string; name_ar?: string };
  weightKg?: number;
}

export interface OrderDeliveryProps {
  /** The order's latest delivery job (GET /vendor/cc/job, then /cc/job/get); null when it has none. */
  job: { status: 'loading' | 'error' | 'ready'; data: OrderDeliveryJob | null | undefined; retry: () => void };
  /** The person may send orders for delivery (`delivery:update`) and the order is still open. */
  canSend: boolean;
  /** The delivery jobs page, where a job is assigned to a driver or a delivery company. */
  jobsHref: string;
  /** POST /cc/job/create for this order; resolves with the refusal, or null when the job is made. */
  onSend: (weightKg: number | undefined) => Promise<ApiError | null>;
}

/** The heaviest parcel, as the server allows. */
export const MAX_PARCEL_KG = 1000;

const TONES = { created: 'warning', assigned: 'info', picked_up: 'info', delivered: 'success', cancelled: 'neutral' } as const;
/** The delivery area's own words for a job's status. */
const STATUS_IDS: Readonly<Record<OrderJobStatus, string>> = {
  created: 'dashboard.delivery.jobs.status.created',
  assigned: 'dashboard.delivery.jobs.status.assigned',
  picked_up: 'dashboard.delivery.jobs.status.picked_up',
  delivered: 'dashboard.delivery.jobs.status.delivered',
  cancelled: 'dashboard.delivery.jobs.status.cancelled',
};

/** An empty field is no weight; otherwise a number above 0 and up to the limit, in either digits. */
export function parseWeight(text: string): number | undefined | null {
  const latin = toLatinDigits(text).trim().replace('٫', '.').replace(',', '.');
  if (latin === '') return undefined;
  if (!/^\d{1,4}(?:\.\d{1,3})?$/.test(latin)) return null;
  const kg = Number(latin);
  return kg > 0 && kg <= MAX_PARCEL_KG ? kg : null;
}

/**
 * "Delivery job" on a delivery order's page (issue #15; decision 0067): the job the order has, its
 * status, who delivers it and what to collect, followed while the page is open; or, when it has
 * none (or its job was cancelled), "Send for delivery", which makes one from the order with an
 * optional parcel weight. Assigning a driver or a delivery company is done on the jobs page.
 */
export function OrderDeliveryCard({ job, canSend, jobsHref, onSend, orderNumber }: OrderDeliveryProps & { orderNumber: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [weight, setWeight] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [notice, setNotice] = useState('');
  const current = job.data ?? null;
  const sendable = canSend && job.status === 'ready' && (!current || current.status === 'cancelled');
  const close = () => {
    setOpen(false);
    setWeight('');
    setInvalid(false);
  };

  return (
    <Card
      // A landmark of its own: a screen reader user jumps to the delivery from the regions list.
      role="region"
      aria-label={intl.formatMessage({ id: 'dashboard.orders.delivery.heading' })}
      title={<FormattedMessage id="dashboard.orders.delivery.heading" />}
      titleLevel={2}
      actions={
        sendable ? (
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            <FormattedMessage id={current ? 'dashboard.orders.delivery.sendAgain' : 'dashboard.orders.delivery.send'} />
          </Button>
        ) : undefined
      }
    >
      <Stack>
        <Status role="status">{notice}</Status>
        {job.status === 'loading' ? (
          <Skeleton blockSize="72px" radius="sm" />
        ) : job.status === 'error' ? (
          <InlineAlert
            tone="critical"
            title={<FormattedMessage id="dashboard.orders.delivery.error" />}
            action={{ label: <FormattedMessage id="dashboard.orders.delivery.retry" />, onAction: job.retry }}
          />
        ) : current ? (
          <Facts>
            <dt>
              <FormattedMessage id="dashboard.orders.delivery.status" />
            </dt>
            <dd>
              <Badge tone={TONES[current.status]}>
                <FormattedMessage id={STATUS_IDS[current.status]} />
              </Badge>
            </dd>
            <dt>
              <FormattedMessage id="dashboard.orders.delivery.who" />
            </dt>
            <dd>
              {current.assignee ? (
                <FormattedMessage
                  id={current.assignee.kind === 'driver' ? 'dashboard.orders.delivery.driver' : 'dashboard.orders.delivery.carrier'}
                  values={{ name: <bdi>{localised(current.assignee, 'name', intl.locale)}</bdi> }}
                />
              ) : (
                <FormattedMessage id="dashboard.orders.delivery.unassigned" />
              )}
            </dd>
            <dt>
              <FormattedMessage id="dashboard.orders.delivery.collect" />
            </dt>
            <dd>
              {current.amountFils > 0 ? (
                <Money fils={current.amountFils} />
              ) : (
                <FormattedMessage id="dashboard.orders.delivery.nothingToCollect" />
              )}
            </dd>
            {current.weightKg !== undefined ? (
              <>
                <dt>
                  <FormattedMessage id="dashboard.orders.delivery.weight.label" />
                </dt>
                <dd>
                  <FormattedMessage
                    id="dashboard.orders.delivery.weight.value"
                    values={{ kg: <LtrText>{intl.formatNumber(current.weightKg, { maximumFractionDigits: 3 })}</LtrText> }}
                  />
                </dd>
              </>
            ) : null}
          </Facts>
        ) : (
          <Muted>
            <FormattedMessage id="dashboard.orders.delivery.none" />
          </Muted>
        )}
        {current ? (
          <Link href={jobsHref}>
            <FormattedMessage id="dashboard.orders.delivery.open" />
          </Link>
        ) : null}
      </Stack>
      <OrderActionDialog
        isOpen={open}
        onClose={close}
        titleId="dashboard.orders.delivery.title"
        titleValues={{ number: orderNumber }}
        description={<FormattedMessage id="dashboard.orders.delivery.description" />}
        submitId="dashboard.orders.delivery.submit"
        onSubmit={async () => {
          const kg = parseWeight(weight);
          setInvalid(kg === null);
          if (kg === null) return 'invalid';
          const error = await onSend(kg);
          if (!error) {
            setWeight('');
            setNotice(intl.formatMessage({ id: 'dashboard.orders.delivery.created' }));
          }
          return error;
        }}
      >
        <TextField
          name="weight"
          label={<FormattedMessage id="dashboard.orders.delivery.weight" />}
          description={<FormattedMessage id="dashboard.orders.delivery.weight.help" values={{ max: MAX_PARCEL_KG }} />}
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={invalid ? <FormattedMessage id="dashboard.orders.delivery.weight.invalid" values={{ max: MAX_PARCEL_KG }} /> : undefined}
        />
      </OrderActionDialog>
    </Card>
  );
}
