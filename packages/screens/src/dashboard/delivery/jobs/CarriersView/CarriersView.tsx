import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ApiError } from '@dukkan/core';
import { Card, EmptyState, ErrorState, InlineAlert, Link, Page, Skeleton, Switch, type PageBreadcrumb } from '@dukkan/ui';
import { Intro, Notices, SectionBody, Sections } from '../../areas/DeliveryAreasView/DeliveryAreasView.styles.ts';
import type { DeliverySection } from '../../areas/shared/types.ts';
import { jobRefusalId, type CarrierItem, type OwnFleetItem } from '../types.ts';
import { CarrierList, Fleet } from './CarriersView.styles.ts';

export interface CarriersViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /cc/shop/{shop}/ccs: the shop's own fleet (always there). */
  fleet: DeliverySection<OwnFleetItem>;
  /** GET /cc/carriers: every platform carrier, with whether the shop hands jobs to it. */
  carriers: DeliverySection<CarrierItem[]>;
  /** Owners and leads (`delivery:update`) turn carriers on and off; anyone else reads. */
  canEdit: boolean;
  driversHref: string;
  /** Turns one carrier on or off (POST /delivery-services/manage); resolves with the refusal, or null. */
  onToggle: (carrier: CarrierItem, enabled: boolean) => Promise<ApiError | null>;
}

type Notice = { tone: 'success' | 'critical'; id: string; name: string; error: ApiError | null };

/**
 * Carriers (vendor spec §7 Delivery: /cc/shop/{shop}/ccs, /cc/carriers, /delivery-services/manage):
 * the shop's own drivers, always on, and the platform's carriers, each turned on or off for the
 * shop. A carrier that is on can be given jobs, and its price shows when a job is assigned.
 */
export function CarriersView({ breadcrumbs, fleet, carriers, canEdit, driversHref, onToggle }: CarriersViewProps) {
  const intl = useIntl();
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const rows = carriers.data ?? [];

  async function toggle(carrier: CarrierItem, enabled: boolean) {
    if (pending[carrier.id] !== undefined) return;
    setPending((p) => ({ ...p, [carrier.id]: enabled }));
    const error = await onToggle(carrier, enabled);
    setPending(({ [carrier.id]: _done, ...rest }) => rest);
    const name = localised(carrier, 'name', intl.locale);
    setNotice({
      tone: error ? 'critical' : 'success',
      id: error ? 'dashboard.delivery.carriers.failed' : enabled ? 'dashboard.delivery.carriers.on' : 'dashboard.delivery.carriers.off',
      name,
      error,
    });
  }

  let list;
  if (carriers.status === 'error')
    list = <ErrorState description={<FormattedMessage id="dashboard.delivery.carriers.error" />} onRetry={carriers.retry} />;
  else if (carriers.status === 'loading') list = <Skeleton inlineSize="100%" blockSize="160px" radius="md" />;
  else if (rows.length === 0) list = <EmptyState title={<FormattedMessage id="dashboard.delivery.carriers.empty" />} />;
  else
    list = (
      <CarrierList aria-label={intl.formatMessage({ id: 'dashboard.delivery.carriers.list.title' })}>
        {rows.map((carrier) => (
          <li key={carrier.id}>
            <Switch
              checked={pending[carrier.id] ?? carrier.enabled}
              onChange={(on) => void toggle(carrier, on)}
              disabled={!canEdit || pending[carrier.id] !== undefined}
              description={
                <FormattedMessage id={carrier.enabled ? 'dashboard.delivery.carriers.state.on' : 'dashboard.delivery.carriers.state.off'} />
              }
            >
              <bdi>{localised(carrier, 'name', intl.locale)}</bdi>
            </Switch>
          </li>
        ))}
      </CarrierList>
    );

  return (
    <Page
      title={<FormattedMessage id="dashboard.delivery.carriers.title" />}
      description={<FormattedMessage id="dashboard.delivery.carriers.description" />}
      breadcrumbs={breadcrumbs}
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
        <Card title={<FormattedMessage id="dashboard.delivery.carriers.fleet.title" />} titleLevel={2}>
          {fleet.status === 'error' ? (
            <ErrorState description={<FormattedMessage id="dashboard.delivery.carriers.fleet.error" />} onRetry={fleet.retry} />
          ) : fleet.status === 'loading' || !fleet.data ? (
            <Skeleton inlineSize="min(360px, 100%)" blockSize="48px" radius="md" />
          ) : (
            <Fleet>
              <FormattedMessage
                id="dashboard.delivery.carriers.fleet.summary"
                values={{ drivers: fleet.data.drivers, available: fleet.data.available }}
              />
              <Link href={driversHref}>
                <FormattedMessage id="dashboard.delivery.carriers.fleet.link" />
              </Link>
            </Fleet>
          )}
        </Card>
        <Card title={<FormattedMessage id="dashboard.delivery.carriers.list.title" />} titleLevel={2}>
          <SectionBody>
            <Intro>
              <FormattedMessage
                id={canEdit ? 'dashboard.delivery.carriers.list.description' : 'dashboard.delivery.carriers.list.readOnly'}
              />
            </Intro>
            {list}
          </SectionBody>
        </Card>
      </Sections>
    </Page>
  );
}
