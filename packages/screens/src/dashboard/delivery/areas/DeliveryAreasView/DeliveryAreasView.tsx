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
  Skeleton,
  type DataTableColumn,
  type PageBreadcrumb,
} from '@dukkan/ui';
import { DeliveryMap, type MapSpot } from '../../shared/DeliveryMap.tsx';
import { deliveryRefusalId, WEEKDAYS, weekdayName } from '../shared/deliveryText.ts';
import type { DeliveryAreaItem, DeliverySection } from '../shared/types.ts';
import { Actions, AreaName, Intro, Notices, SectionBody, Sections } from './DeliveryAreasView.styles.ts';

export interface DeliveryAreasViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /area/list: every platform area, with the shop's settings where it delivers. */
  areas: DeliverySection<DeliveryAreaItem[]>;
  /** Owners and leads (`delivery:update`) set areas; anyone else who may open the page reads. */
  canEdit: boolean;
  /** Opens "Deliver to an area". */
  onAdd: () => void;
  /** Opens the settings of an area the shop delivers to. */
  onEdit: (area: DeliveryAreaItem) => void;
  /** Stops delivering to an area, after the confirmation; resolves with the refusal, or null. */
  onRemove: (area: DeliveryAreaItem) => Promise<ApiError | null>;
  /** The area whose dialog is open: highlighted on the map. */
  selectedId?: string | null;
}

type Notice = { tone: 'success' | 'critical'; name: string; error: ApiError | null };

/**
 * Delivery areas (vendor spec §3 "Delivery area", §7 Delivery; issue #15 item 4): where the shop
 * delivers, each area's minimum order, fee, pricing, delivery and threshold times and weekdays,
 * drawn on a map. The storefront's cart applies an area's minimum order and fee to addresses in it.
 */
export function DeliveryAreasView({ breadcrumbs, areas, canEdit, onAdd, onEdit, onRemove, selectedId }: DeliveryAreasViewProps) {
  const intl = useIntl();
  const locale = intl.locale;
  const [confirming, setConfirming] = useState<DeliveryAreaItem | null>(null);
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const rows = areas.data ?? [];
  const served = rows.filter((a) => a.settings);
  const others = rows.length - served.length;
  const name = (area: DeliveryAreaItem) => localised(area, 'name', locale);
  const city = (area: DeliveryAreaItem) => localised(area, 'city', locale);

  async function confirmRemove() {
    if (!confirming || removing) return;
    setRemoving(true);
    const error = await onRemove(confirming);
    setRemoving(false);
    setNotice({ tone: error ? 'critical' : 'success', name: name(confirming), error });
    setConfirming(null);
  }

  const days = (list: readonly number[]) => {
    if (WEEKDAYS.every((d) => list.includes(d))) return <FormattedMessage id="dashboard.delivery.areas.days.all" />;
    return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(list.map((d) => weekdayName(d, locale)));
  };
  const minutes = (value: number) => <bdi dir="ltr">{intl.formatNumber(value)}</bdi>;

  const columns: DataTableColumn<DeliveryAreaItem>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="dashboard.delivery.areas.col.area" />,
      minWidth: 170,
      grow: 2,
      cell: (area) => (
        <AreaName>
          <bdi>{name(area)}</bdi>
          <small>
            <bdi>{city(area)}</bdi>
          </small>
        </AreaName>
      ),
    },
    {
      key: 'minOrder',
      kind: 'money',
      header: <FormattedMessage id="dashboard.delivery.areas.col.minOrder" />,
      minWidth: 120,
      cell: (area) => <Money fils={area.settings?.minOrderFils ?? 0} size="sm" />,
    },
    {
      key: 'fee',
      kind: 'money',
      header: <FormattedMessage id="dashboard.delivery.areas.col.fee" />,
      minWidth: 110,
      cell: (area) => <Money fils={area.settings?.deliveryFeeFils ?? 0} size="sm" />,
    },
    {
      key: 'type',
      header: <FormattedMessage id="dashboard.delivery.areas.col.type" />,
      minWidth: 140,
      cell: (area) => (
        <Badge tone={area.settings?.type === 'distance' ? 'info' : 'neutral'}>
          <FormattedMessage
            id={area.settings?.type === 'distance' ? 'dashboard.delivery.areas.type.distance' : 'dashboard.delivery.areas.type.fixed'}
          />
        </Badge>
      ),
    },
    {
      key: 'time',
      header: <FormattedMessage id="dashboard.delivery.areas.col.time" />,
      minWidth: 130,
      cell: (area) => (
        <FormattedMessage
          id="dashboard.delivery.areas.time"
          values={{ time: minutes(area.settings?.deliveryTime ?? 0), threshold: minutes(area.settings?.thresholdTime ?? 0) }}
        />
      ),
    },
    {
      key: 'days',
      header: <FormattedMessage id="dashboard.delivery.areas.col.days" />,
      minWidth: 150,
      grow: 2,
      cell: (area) => days(area.settings?.days ?? []),
    },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      header: <FormattedMessage id="dashboard.delivery.areas.col.actions" />,
      minWidth: 250,
      cell: (area) => (
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'dashboard.delivery.areas.edit.label' }, { name: name(area) })}
            onClick={() => onEdit(area)}
          >
            <FormattedMessage id="dashboard.delivery.areas.edit" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'dashboard.delivery.areas.remove.label' }, { name: name(area) })}
            onClick={() => setConfirming(area)}
          >
            <FormattedMessage id="dashboard.delivery.areas.remove" />
          </Button>
        </Actions>
      ),
    });

  const spots: MapSpot[] = rows.flatMap((area) =>
    area.center
      ? [
          {
            id: area.id,
            lat: area.center.lat,
            lng: area.center.lng,
            ...(area.radiusKm ? { radiusKm: area.radiusKm } : {}),
            title: name(area),
            tone: area.id === selectedId ? ('selected' as const) : area.settings ? ('served' as const) : ('other' as const),
            labelled: area.id === selectedId,
          },
        ]
      : [],
  );

  const addButton =
    canEdit && areas.status === 'ready' && others > 0 ? (
      <Button onClick={onAdd}>
        <FormattedMessage id="dashboard.delivery.areas.add" />
      </Button>
    ) : undefined;

  let body;
  if (areas.status === 'error')
    body = <ErrorState description={<FormattedMessage id="dashboard.delivery.areas.error" />} onRetry={areas.retry} />;
  else if (areas.status === 'ready' && served.length === 0)
    body = (
      <EmptyState
        title={<FormattedMessage id="dashboard.delivery.areas.empty" />}
        description={
          <FormattedMessage id={canEdit ? 'dashboard.delivery.areas.empty.message' : 'dashboard.delivery.areas.empty.readOnly'} />
        }
        action={addButton}
      />
    );
  else
    body = (
      <>
        <Card title={<FormattedMessage id="dashboard.delivery.areas.served.title" />} titleLevel={2}>
          <SectionBody>
            <Intro>
              <FormattedMessage id="dashboard.delivery.areas.served.description" />
            </Intro>
            <DataTable
              label={<FormattedMessage id="dashboard.delivery.areas.served.title" />}
              hideLabel
              columns={columns}
              rows={served}
              getRowKey={(area) => area.id}
              status={areas.status}
              maxBlockSize="none"
            />
          </SectionBody>
        </Card>
        <Card title={<FormattedMessage id="dashboard.delivery.areas.map.title" />} titleLevel={2}>
          {areas.status === 'loading' ? (
            <Skeleton inlineSize="min(360px, 100%)" blockSize="240px" radius="md" />
          ) : (
            <DeliveryMap
              label={intl.formatMessage({ id: 'dashboard.delivery.areas.map.label' }, { served: served.length, others })}
              spots={spots}
              legend={[
                { tone: 'served', label: <FormattedMessage id="dashboard.delivery.areas.map.served" /> },
                { tone: 'other', label: <FormattedMessage id="dashboard.delivery.areas.map.other" /> },
              ]}
            />
          )}
        </Card>
      </>
    );

  return (
    <>
      <Page
        title={<FormattedMessage id="dashboard.delivery.areas.title" />}
        description={<FormattedMessage id="dashboard.delivery.areas.description" />}
        breadcrumbs={breadcrumbs}
        primaryAction={addButton}
      >
        <Sections>
          <Notices>
            {notice ? (
              <InlineAlert
                tone={notice.tone}
                title={
                  <FormattedMessage
                    id={notice.tone === 'success' ? 'dashboard.delivery.areas.removed' : 'dashboard.delivery.areas.removeFailed'}
                    values={{ name: <bdi>{notice.name}</bdi> }}
                  />
                }
                onDismiss={() => setNotice(null)}
              >
                {notice.tone === 'critical' ? <FormattedMessage id={deliveryRefusalId(notice.error)} /> : null}
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
            id="dashboard.delivery.areas.confirmRemove.title"
            values={{ name: <bdi>{confirming ? name(confirming) : ''}</bdi> }}
          />
        }
        message={<FormattedMessage id="dashboard.delivery.areas.confirmRemove.message" />}
        confirmLabel={<FormattedMessage id="dashboard.delivery.areas.confirmRemove.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.delivery.areas.cancel" />}
        destructive
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
