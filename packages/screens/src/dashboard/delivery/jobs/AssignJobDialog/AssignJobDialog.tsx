import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, localised, type ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert, Link, Radio, RadioGroup, Skeleton } from '@dukkan/ui';
import { Actions, Fields } from '../../areas/DeliveryAreaDialog/DeliveryAreaDialog.styles.ts';
import type { DeliverySection } from '../../areas/shared/types.ts';
import { DeliveryMap, type MapSpot } from '../../shared/DeliveryMap.tsx';
import { jobRefusalId, type CarrierRateItem, type DeliveryJobItem, type JobAssignee, type JobDriverOption } from '../types.ts';
import { Summary } from './AssignJobDialog.styles.ts';

export interface AssignJobDialogProps {
  isOpen: boolean;
  /** The job being assigned. */
  job: DeliveryJobItem | null;
  /** GET available-drivers (lat, lng of the job): the shop's free drivers, nearest first. */
  drivers: DeliverySection<JobDriverOption[]>;
  /** GET /cc/job/get-rates: each enabled carrier's price for this job, cheapest first. */
  rates: DeliverySection<CarrierRateItem[]>;
  /** Where the owner turns carriers on (shown when none is). */
  carriersHref?: string;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when assigned (the caller closes the dialog); with the error to show it, keeping the choice. */
  onSubmit: (assignee: JobAssignee) => Promise<ApiError | null>;
}

/**
 * "Assign" (vendor spec §4: a job is manually assigned to a driver or a carrier; POST
 * /vendor/job/manual-assign-job, /cc/job/assign-carrier, GET /cc/job/get-rates): the free drivers,
 * nearest to the address first, on the drivers' map with the address; and each carrier the shop
 * uses with its price and how long it takes, shown before anything is assigned.
 */
export function AssignJobDialog(props: AssignJobDialogProps) {
  const { isOpen, job, onOpenChange } = props;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.delivery.jobs.assignDialog.title" values={{ name: <bdi>{job?.name ?? ''}</bdi> }} />}
      description={<FormattedMessage id="dashboard.delivery.jobs.assignDialog.description" />}
    >
      {job ? <AssignForm key={job.id} {...props} job={job} /> : null}
    </Dialog>
  );
}

const encode = (a: JobAssignee) => `${a.kind}:${a.id}`;
function decode(value: string | null): JobAssignee | null {
  const match = /^(driver|carrier):(.+)$/.exec(value ?? '');
  return match ? { kind: match[1] as 'driver' | 'carrier', id: match[2]! } : null;
}

function AssignForm({ job, drivers, rates, carriersHref, onOpenChange, onSubmit }: AssignJobDialogProps & { job: DeliveryJobItem }) {
  const intl = useIntl();
  const locale = intl.locale === 'ar' ? 'ar' : 'en';
  const [choice, setChoice] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const driverRows = drivers.data ?? [];
  const rateRows = rates.data ?? [];
  const picked = decode(choice);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    setRefusal(null);
    if (!picked) {
      setMissing(true);
      return;
    }
    sending.current = true;
    setSaving(true);
    const refused = await onSubmit(picked);
    setSaving(false);
    if (!refused) return;
    sending.current = false;
    setRefusal(refused);
  }

  const choose = (value: string) => {
    setChoice(value);
    setMissing(false);
  };
  const km = (value: number | undefined) =>
    value === undefined ? null : (
      <FormattedMessage
        id="dashboard.delivery.jobs.assignDialog.distance"
        values={{ km: <bdi dir="ltr">{intl.formatNumber(value, { maximumFractionDigits: 1 })}</bdi> }}
      />
    );

  const spots: MapSpot[] = [
    ...driverRows.map((d) => ({
      id: d.id,
      lat: d.latitude,
      lng: d.longitude,
      title: d.name,
      tone: picked?.kind === 'driver' && picked.id === d.id ? ('selected' as const) : ('served' as const),
      labelled: picked?.kind === 'driver' && picked.id === d.id,
    })),
    ...(job.lat !== undefined && job.lng !== undefined
      ? [
          {
            id: 'job',
            lat: job.lat,
            lng: job.lng,
            title: intl.formatMessage({ id: 'dashboard.delivery.jobs.assignDialog.address' }),
            tone: 'other' as const,
            labelled: true,
          },
        ]
      : []),
  ];

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={intl.formatMessage({ id: 'dashboard.delivery.jobs.assignDialog.title' }, { name: job.name })}
    >
      <Fields>
        <div aria-live="polite">
          {missing ? (
            <InlineAlert tone="critical">
              <FormattedMessage id="dashboard.delivery.jobs.assignDialog.required" />
            </InlineAlert>
          ) : refusal ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.delivery.jobs.assignDialog.failed" />}>
              <FormattedMessage id={jobRefusalId(refusal)} />
            </InlineAlert>
          ) : null}
        </div>
        <Summary>
          <bdi>{job.building}</bdi>
          <span>
            <FormattedMessage
              id={job.paymentType === 'cash' ? 'dashboard.delivery.jobs.assignDialog.collect' : 'dashboard.delivery.jobs.assignDialog.paid'}
              values={{ amount: <bdi dir="ltr">{formatMoney(job.amountFils, locale)}</bdi> }}
            />
          </span>
        </Summary>
        {drivers.status === 'loading' ? (
          <Skeleton inlineSize="100%" blockSize="96px" radius="md" />
        ) : drivers.status === 'error' ? (
          <InlineAlert
            tone="critical"
            title={<FormattedMessage id="dashboard.delivery.jobs.assignDialog.driversError" />}
            action={{ label: <FormattedMessage id="dashboard.delivery.jobs.retry" />, onAction: drivers.retry }}
          />
        ) : driverRows.length === 0 ? (
          <InlineAlert tone="info" title={<FormattedMessage id="dashboard.delivery.jobs.assignDialog.noDrivers" />} />
        ) : (
          <>
            <RadioGroup
              name="driver"
              label={<FormattedMessage id="dashboard.delivery.jobs.assignDialog.drivers" />}
              value={picked?.kind === 'driver' ? choice : null}
              onChange={choose}
            >
              {driverRows.map((d) => (
                <Radio key={d.id} value={encode({ kind: 'driver', id: d.id })} description={km(d.distanceKm)}>
                  <bdi>{d.name}</bdi>
                </Radio>
              ))}
            </RadioGroup>
            <DeliveryMap
              label={intl.formatMessage({ id: 'dashboard.delivery.jobs.assignDialog.map' }, { count: driverRows.length })}
              spots={spots}
              legend={[
                { tone: 'other', label: <FormattedMessage id="dashboard.delivery.jobs.assignDialog.address" /> },
                { tone: 'served', label: <FormattedMessage id="dashboard.delivery.drivers.status.free" /> },
                { tone: 'selected', label: <FormattedMessage id="dashboard.delivery.jobs.assignDialog.chosen" /> },
              ]}
            />
          </>
        )}
        {rates.status === 'loading' ? (
          <Skeleton inlineSize="100%" blockSize="72px" radius="md" />
        ) : rates.status === 'error' ? (
          <InlineAlert
            tone="critical"
            title={<FormattedMessage id="dashboard.delivery.jobs.assignDialog.ratesError" />}
            action={{ label: <FormattedMessage id="dashboard.delivery.jobs.retry" />, onAction: rates.retry }}
          />
        ) : rateRows.length === 0 ? (
          <InlineAlert tone="info" title={<FormattedMessage id="dashboard.delivery.jobs.assignDialog.noCarriers" />}>
            {carriersHref ? (
              <Link href={carriersHref}>
                <FormattedMessage id="dashboard.delivery.jobs.assignDialog.carriersLink" />
              </Link>
            ) : null}
          </InlineAlert>
        ) : (
          <RadioGroup
            name="carrier"
            label={<FormattedMessage id="dashboard.delivery.jobs.assignDialog.carriers" />}
            description={<FormattedMessage id="dashboard.delivery.jobs.assignDialog.carriers.help" />}
            value={picked?.kind === 'carrier' ? choice : null}
            onChange={choose}
          >
            {rateRows.map((r) => (
              <Radio
                key={r.carrier}
                value={encode({ kind: 'carrier', id: r.carrier })}
                description={
                  <FormattedMessage
                    id="dashboard.delivery.jobs.assignDialog.rate"
                    values={{
                      amount: <bdi dir="ltr">{formatMoney(r.amountFils, locale)}</bdi>,
                      hours: r.etaHours,
                      n: <bdi dir="ltr">{intl.formatNumber(r.etaHours)}</bdi>,
                    }}
                  />
                }
              >
                <bdi>{localised(r, 'name', intl.locale)}</bdi>
              </Radio>
            ))}
          </RadioGroup>
        )}
        <Actions>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <FormattedMessage id="dashboard.delivery.areas.cancel" />
          </Button>
          <Button type="submit" loading={saving}>
            <FormattedMessage id="dashboard.delivery.jobs.assignDialog.submit" />
          </Button>
        </Actions>
      </Fields>
    </form>
  );
}
