import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  InlineAlert,
  Page,
  Skeleton,
  type DataTableColumn,
  type PageBreadcrumb,
} from '@dukkan/ui';
import { Actions, AreaName, Intro, Notices, SectionBody, Sections } from '../../areas/DeliveryAreasView/DeliveryAreasView.styles.ts';
import type { DeliverySection } from '../../areas/shared/types.ts';
import { DeliveryMap, type MapSpot } from '../../shared/DeliveryMap.tsx';
import { driverRefusalId, type DriverItem } from '../types.ts';

export interface DriversViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET available-drivers (all): every driver of the shop and where each is. */
  drivers: DeliverySection<DriverItem[]>;
  /** Owners and leads (`delivery:update`) manage drivers; anyone else who may open the page reads. */
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (driver: DriverItem) => void;
  /** Opens the driver-app account: set it, or change its password. */
  onAccount: (driver: DriverItem) => void;
  /** Deletes after the confirmation; resolves with the refusal, or null. */
  onDelete: (driver: DriverItem) => Promise<ApiError | null>;
}

type Notice = { tone: 'success' | 'critical'; name: string; error: ApiError | null };

const COMMA = ', ';

const statusOf = (driver: DriverItem) => (driver.busy ? 'busy' : driver.available ? 'free' : 'off');

/**
 * Drivers (vendor spec §3 "Driver", §7 Delivery; issue #15 item 4): the shop's own drivers on a
 * map by their latitude and longitude, whether each is free, delivering or off duty, and their
 * driver-app accounts; add, edit and delete (with a confirmation), set an account, change its password.
 */
export function DriversView({ breadcrumbs, drivers, canEdit, onAdd, onEdit, onAccount, onDelete }: DriversViewProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState<DriverItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const rows = drivers.data ?? [];

  async function confirmDelete() {
    if (!confirming || deleting) return;
    setDeleting(true);
    const error = await onDelete(confirming);
    setDeleting(false);
    setNotice({ tone: error ? 'critical' : 'success', name: confirming.name, error });
    setConfirming(null);
  }

  const coordinate = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  // Coordinates read the same in both languages: Latin digits, comma, left to right.
  const positionText = (driver: DriverItem) => [coordinate(driver.latitude), coordinate(driver.longitude)].join(COMMA);
  const columns: DataTableColumn<DriverItem>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="dashboard.delivery.drivers.col.driver" />,
      minWidth: 180,
      grow: 2,
      cell: (driver) => (
        <AreaName>
          <bdi>{driver.name}</bdi>
          <small>
            <bdi dir="ltr">{driver.phone}</bdi>
          </small>
        </AreaName>
      ),
    },
    {
      key: 'status',
      header: <FormattedMessage id="dashboard.delivery.drivers.col.status" />,
      minWidth: 130,
      cell: (driver) => {
        const status = statusOf(driver);
        return (
          <Badge tone={status === 'busy' ? 'warning' : status === 'free' ? 'success' : 'neutral'}>
            <FormattedMessage
              id={
                status === 'busy'
                  ? 'dashboard.delivery.drivers.status.busy'
                  : status === 'free'
                    ? 'dashboard.delivery.drivers.status.free'
                    : 'dashboard.delivery.drivers.status.off'
              }
            />
          </Badge>
        );
      },
    },
    {
      key: 'position',
      header: <FormattedMessage id="dashboard.delivery.drivers.col.position" />,
      minWidth: 150,
      cell: (driver) => <bdi dir="ltr">{positionText(driver)}</bdi>,
    },
    {
      key: 'account',
      header: <FormattedMessage id="dashboard.delivery.drivers.col.account" />,
      minWidth: 150,
      cell: (driver) =>
        driver.accountName ? (
          <AreaName>
            <bdi dir="ltr">{driver.accountName}</bdi>
          </AreaName>
        ) : (
          <FormattedMessage id="dashboard.delivery.drivers.account.none" />
        ),
    },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      header: <FormattedMessage id="dashboard.delivery.areas.col.actions" />,
      minWidth: 300,
      cell: (driver) => (
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'dashboard.delivery.drivers.edit.label' }, { name: driver.name })}
            onClick={() => onEdit(driver)}
          >
            <FormattedMessage id="dashboard.delivery.areas.edit" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage(
              { id: driver.accountName ? 'dashboard.delivery.drivers.password.label' : 'dashboard.delivery.drivers.account.label' },
              { name: driver.name },
            )}
            onClick={() => onAccount(driver)}
          >
            <FormattedMessage id={driver.accountName ? 'dashboard.delivery.drivers.password' : 'dashboard.delivery.drivers.account'} />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'dashboard.delivery.drivers.delete.label' }, { name: driver.name })}
            onClick={() => setConfirming(driver)}
          >
            <FormattedMessage id="dashboard.delivery.drivers.delete" />
          </Button>
        </Actions>
      ),
    });

  const spots: MapSpot[] = rows.map((driver) => {
    const status = statusOf(driver);
    return {
      id: driver.id,
      lat: driver.latitude,
      lng: driver.longitude,
      title: driver.name,
      tone: status === 'busy' ? 'selected' : status === 'free' ? 'served' : 'other',
    };
  });
  const count = (status: 'busy' | 'free' | 'off') => rows.filter((d) => statusOf(d) === status).length;

  const addButton = canEdit ? (
    <Button onClick={onAdd}>
      <FormattedMessage id="dashboard.delivery.drivers.add" />
    </Button>
  ) : undefined;

  let body;
  if (drivers.status === 'error')
    body = <ErrorState description={<FormattedMessage id="dashboard.delivery.drivers.error" />} onRetry={drivers.retry} />;
  else if (drivers.status === 'ready' && rows.length === 0)
    body = (
      <EmptyState
        title={<FormattedMessage id="dashboard.delivery.drivers.empty" />}
        description={
          <FormattedMessage id={canEdit ? 'dashboard.delivery.drivers.empty.message' : 'dashboard.delivery.drivers.empty.readOnly'} />
        }
        action={addButton}
      />
    );
  else
    body = (
      <>
        <Card title={<FormattedMessage id="dashboard.delivery.drivers.list.title" />} titleLevel={2}>
          <SectionBody>
            <Intro>
              <FormattedMessage id="dashboard.delivery.drivers.list.description" />
            </Intro>
            <DataTable
              label={<FormattedMessage id="dashboard.delivery.drivers.list.title" />}
              hideLabel
              columns={columns}
              rows={rows}
              getRowKey={(driver) => driver.id}
              status={drivers.status}
              maxBlockSize="none"
            />
          </SectionBody>
        </Card>
        <Card title={<FormattedMessage id="dashboard.delivery.areas.map.title" />} titleLevel={2}>
          {drivers.status === 'loading' ? (
            <Skeleton inlineSize="min(360px, 100%)" blockSize="240px" radius="md" />
          ) : (
            <DeliveryMap
              label={intl.formatMessage(
                { id: 'dashboard.delivery.drivers.map.label' },
                { free: count('free'), busy: count('busy'), off: count('off') },
              )}
              spots={spots}
              legend={[
                { tone: 'served', label: <FormattedMessage id="dashboard.delivery.drivers.status.free" /> },
                { tone: 'selected', label: <FormattedMessage id="dashboard.delivery.drivers.status.busy" /> },
                { tone: 'other', label: <FormattedMessage id="dashboard.delivery.drivers.status.off" /> },
              ]}
            />
          )}
        </Card>
      </>
    );

  return (
    <>
      <Page
        title={<FormattedMessage id="dashboard.delivery.drivers.title" />}
        description={<FormattedMessage id="dashboard.delivery.drivers.description" />}
        breadcrumbs={breadcrumbs}
        primaryAction={drivers.status === 'ready' ? addButton : undefined}
      >
        <Sections>
          <Notices>
            {notice ? (
              <InlineAlert
                tone={notice.tone}
                title={
                  <FormattedMessage
                    id={notice.tone === 'success' ? 'dashboard.delivery.drivers.deleted' : 'dashboard.delivery.drivers.deleteFailed'}
                    values={{ name: <bdi>{notice.name}</bdi> }}
                  />
                }
                onDismiss={() => setNotice(null)}
              >
                {notice.tone === 'critical' ? <FormattedMessage id={driverRefusalId(notice.error)} /> : null}
              </InlineAlert>
            ) : null}
          </Notices>
          {body}
        </Sections>
      </Page>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={
          <FormattedMessage id="dashboard.delivery.drivers.confirmDelete.title" values={{ name: <bdi>{confirming?.name ?? ''}</bdi> }} />
        }
        message={<FormattedMessage id="dashboard.delivery.drivers.confirmDelete.message" />}
        confirmLabel={<FormattedMessage id="dashboard.delivery.drivers.delete" />}
        cancelLabel={<FormattedMessage id="dashboard.delivery.areas.cancel" />}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
