import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError } from '@dukkan/core';
import {
  Badge,
  Button,
  ColorLabel,
  DataTable,
  Link,
  ListPage,
  Select,
  type DataTableColumn,
  type ListPageStatus,
  type PageBreadcrumb,
  VisuallyHidden,
} from '@dukkan/ui';
import {
  COMPLAINT_TYPE_VALUES,
  TYPE_MESSAGES,
  type ComplaintItem,
  type ComplaintLabelItem,
  type ComplaintQrItem,
  type ComplaintTypeValue,
} from './types.ts';
import { Filters, Message, Muted, RowActions, Who } from './Complaints.styles.ts';

export interface ComplaintsFilterValues {
  QRCode?: string | undefined;
  label?: string | undefined;
  typeComplain?: ComplaintTypeValue | undefined;
}

export interface ComplaintsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  complaints: readonly ComplaintItem[];
  qrCodes: readonly ComplaintQrItem[];
  labels: readonly ComplaintLabelItem[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  filters: ComplaintsFilterValues;
  onFiltersChange: (filters: ComplaintsFilterValues) => void;
  /** `customers:update`: record, edit, label and delete. */
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (complaint: ComplaintItem) => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (complaint: ComplaintItem) => void;
  /** A label id, or '' to take the label off. */
  onAssignLabel: (complaint: ComplaintItem, label: string) => void;
  onManageLabels: () => void;
  /** The QR codes page. */
  qrCodesHref: string;
}

/** The complaint's number as dialled: the country code is always 971 (vendor spec §9). */
const uaePhone = (national: string) => `+971 ${national}`;

const ALL = '__all';
const NONE = '__none';

/**
 * Complaints (vendor spec §3 "Complaint", §7 Complaints): what customers sent through the shop's
 * QR codes, newest first, filtered by code, label and kind; each with who sent it (the phone is
 * always +971, §9), the message, and a label the shop sorts them with.
 */
export function ComplaintsView(props: ComplaintsViewProps) {
  const { complaints, qrCodes, labels, status, filters, canEdit } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const qrName = new Map(qrCodes.map((q) => [q.id, q.name]));
  const labelOf = new Map(labels.map((l) => [l.id, l]));
  const all = intl.formatMessage({ id: 'dashboard.complaints.filter.all' });
  const dateTime = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? ''
      : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai', numberingSystem: 'latn' });
  };

  const columns: DataTableColumn<ComplaintItem>[] = [
    {
      key: 'createdAt',
      header: <FormattedMessage id="dashboard.complaints.col.received" />,
      width: 170,
      cell: (c) => <bdi>{dateTime(c.createdAt)}</bdi>,
    },
    {
      key: 'name',
      header: <FormattedMessage id="dashboard.complaints.col.from" />,
      minWidth: 170,
      cell: (c) => (
        <Who>
          <bdi>{c.name}</bdi>
          <Muted dir="ltr">{uaePhone(c.phone)}</Muted>
        </Who>
      ),
    },
    {
      key: 'typeComplain',
      header: <FormattedMessage id="dashboard.complaints.col.type" />,
      width: 130,
      cell: (c) => (
        <Badge tone={c.typeComplain === 'delivery' ? 'warning' : c.typeComplain === 'product' ? 'danger' : 'neutral'}>
          <FormattedMessage id={TYPE_MESSAGES[c.typeComplain]} />
        </Badge>
      ),
    },
    {
      key: 'message',
      header: <FormattedMessage id="dashboard.complaints.col.message" />,
      minWidth: 240,
      grow: 3,
      cell: (c) => (
        <Who>
          <Message dir="auto">{c.message}</Message>
          <Muted>
            <FormattedMessage id="dashboard.complaints.through" values={{ name: <bdi>{qrName.get(c.QRCode) ?? c.QRCode}</bdi> }} />
          </Muted>
        </Who>
      ),
    },
    {
      key: 'label',
      header: <FormattedMessage id="dashboard.complaints.col.label" />,
      minWidth: 170,
      cell: (c) => {
        const label = c.label ? labelOf.get(c.label) : undefined;
        if (!canEdit)
          return label ? (
            <ColorLabel color={label.color}>{label.name}</ColorLabel>
          ) : (
            <Muted>
              <FormattedMessage id="dashboard.complaints.noLabel" />
            </Muted>
          );
        return (
          <Select
            label={<VisuallyHidden>{intl.formatMessage({ id: 'dashboard.complaints.labelOf' }, { name: c.name })}</VisuallyHidden>}
            options={[
              { id: NONE, label: intl.formatMessage({ id: 'dashboard.complaints.noLabel' }) },
              ...labels.map((l) => ({ id: l.id, label: l.name })),
            ]}
            value={label ? label.id : NONE}
            onChange={(id) => props.onAssignLabel(c, id && id !== NONE ? id : '')}
          />
        );
      },
    },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      header: <FormattedMessage id="dashboard.complaints.col.actions" />,
      width: 190,
      cell: (c) => (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => props.onEdit(c)}
            aria-label={intl.formatMessage({ id: 'dashboard.complaints.edit.label' }, { name: c.name })}
          >
            <FormattedMessage id="dashboard.complaints.edit" />
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => props.onDelete(c)}
            aria-label={intl.formatMessage({ id: 'dashboard.complaints.delete.label' }, { name: c.name })}
          >
            <FormattedMessage id="dashboard.complaints.delete" />
          </Button>
        </RowActions>
      ),
    });

  const filtered = Boolean(filters.QRCode || filters.label || filters.typeComplain);
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.complaints.title" />}
      description={
        <FormattedMessage
          id="dashboard.complaints.description"
          values={{ n: <bdi dir="ltr">{formatNumber(complaints.length, locale)}</bdi>, count: complaints.length }}
        />
      }
      breadcrumbs={props.breadcrumbs}
      primaryAction={
        canEdit ? (
          <Button onClick={props.onAdd} disabled={qrCodes.length === 0}>
            <FormattedMessage id="dashboard.complaints.add" />
          </Button>
        ) : undefined
      }
      secondaryActions={
        <>
          <Link href={props.qrCodesHref}>
            <FormattedMessage id="dashboard.complaints.qrCodesLink" />
          </Link>
          {canEdit ? (
            <Button variant="secondary" onClick={props.onManageLabels}>
              <FormattedMessage id="dashboard.complaints.manageLabels" />
            </Button>
          ) : null}
        </>
      }
      filters={
        <Filters>
          <Select
            label={<FormattedMessage id="dashboard.complaints.filter.qr" />}
            options={[{ id: ALL, label: all }, ...qrCodes.map((q) => ({ id: q.id, label: q.name }))]}
            value={filters.QRCode ?? ALL}
            onChange={(id) => props.onFiltersChange({ ...filters, QRCode: id && id !== ALL ? id : undefined })}
          />
          <Select
            label={<FormattedMessage id="dashboard.complaints.filter.label" />}
            options={[{ id: ALL, label: all }, ...labels.map((l) => ({ id: l.id, label: l.name }))]}
            value={filters.label ?? ALL}
            onChange={(id) => props.onFiltersChange({ ...filters, label: id && id !== ALL ? id : undefined })}
          />
          <Select
            label={<FormattedMessage id="dashboard.complaints.filter.type" />}
            options={[
              { id: ALL, label: all },
              ...COMPLAINT_TYPE_VALUES.map((t) => ({ id: t, label: intl.formatMessage({ id: TYPE_MESSAGES[t] }) })),
            ]}
            value={filters.typeComplain ?? ALL}
            onChange={(id) =>
              props.onFiltersChange({
                ...filters,
                typeComplain: COMPLAINT_TYPE_VALUES.find((t) => t === id),
              })
            }
          />
        </Filters>
      }
      status={status}
      error={
        <FormattedMessage id={props.error?.kind === 'network' ? 'dashboard.complaints.error.network' : 'dashboard.complaints.error'} />
      }
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && complaints.length === 0}
      empty={
        filtered
          ? {
              title: <FormattedMessage id="dashboard.complaints.noMatches" />,
              message: <FormattedMessage id="dashboard.complaints.noMatches.message" />,
              action: (
                <Button variant="secondary" onClick={() => props.onFiltersChange({})}>
                  <FormattedMessage id="dashboard.complaints.clearFilters" />
                </Button>
              ),
            }
          : {
              title: <FormattedMessage id="dashboard.complaints.empty" />,
              message: <FormattedMessage id="dashboard.complaints.empty.message" />,
            }
      }
    >
      <DataTable
        label={<FormattedMessage id="dashboard.complaints.title" />}
        hideLabel
        columns={columns}
        rows={complaints}
        getRowKey={(c) => c.id}
        manualSort
      />
    </ListPage>
  );
}
