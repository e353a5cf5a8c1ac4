import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError } from '@dukkan/core';
import { Button, ConfirmDialog, DataTable, InlineAlert, ListPage, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { customerColumns } from './customerColumns.tsx';
import { customerRefusalId } from './customerText.ts';
import { CustomersListFilters } from './CustomersListFilters.tsx';
import type { CustomerFilterOptions, CustomerListFilterState, CustomerListRow } from './types.ts';
import { Notices, Summary } from './CustomersListView.styles.ts';

export interface CustomersListViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The rows of the current server page. */
  customers: readonly CustomerListRow[];
  /** How many customers match the search and filters, on all pages. */
  total: number;
  status: ListPageStatus;
  /** Why the list did not load, for the message. */
  error?: ApiError | null;
  onRetry: () => void;
  /** A newer page or search is on its way; the rows shown are the previous ones. */
  isRefreshing?: boolean;
  /** Name (either script) or phone (any digits), from the URL. */
  query: string;
  onQueryChange: (query: string) => void;
  filters: CustomerListFilterState;
  /** The values each filter offers, with counts; undefined while they load (the filters offer "Any" only). */
  filterOptions: CustomerFilterOptions | undefined;
  onFiltersChange: (patch: Partial<CustomerListFilterState>) => void;
  onClearFilters: () => void;
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Owners, leads and cashiers add, edit and delete customers (decision 0040); others read. */
  canEdit: boolean;
  /** Opens "Add a customer" (the dialog's state lives in the URL). */
  onAdd: () => void;
  /** Opens the edit form of a customer. */
  onEdit: (customer: CustomerListRow) => void;
  /** Deletes after the confirmation; resolves with the refusal, or null. */
  onDelete: (customer: CustomerListRow) => Promise<ApiError | null>;
  customerHref: (id: string) => string;
  /**
   * Sends a WhatsApp template to the selected customers (issue #13 item 9). Rows can be
   * selected only when it is given and the person may change customers.
   */
  onSendWhatsapp?: (customers: readonly CustomerListRow[]) => void;
  /** More filters after the list's own: the attribute filter (decision 0075). */
  extraFilters?: ReactNode;
  /** Whether one of the extra filters is set (the empty state then offers to clear them). */
  extraFiltered?: boolean;
}

/** Past this many rows the table is windowed (CONVENTIONS §8). */
const WINDOW_AT = 100;

// Stable, so a render of the page (a key typed, a notice) does not draw every row again.
const customerKey = (c: CustomerListRow) => c.id;
const customerLabel = (c: CustomerListRow) => c.fullName;

type Notice = { tone: 'success' | 'critical'; name: string; error?: ApiError | null };

/**
 * The shop's customers (issue #13 item 1; vendor spec §3 Customer, §7 GET /customer/list): a
 * search by name in Arabic or English or by phone in any digits, filters by board, source, tag,
 * label, area and distance with their counts, and a page at a time with the total. Search,
 * filters, page and the open dialog live in the URL, so they come in through props. Deleting
 * asks first and names the customer.
 */
export function CustomersListView(props: CustomersListViewProps) {
  const { customers, status, query, filters, canEdit, page, pageCount } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [confirming, setConfirming] = useState<CustomerListRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { onEdit, customerHref, onSendWhatsapp } = props;
  const selectable = canEdit && onSendWhatsapp !== undefined;
  // Only the rows of the page on screen count: another page or search leaves nothing hidden selected.
  const selectedRows = selectable ? customers.filter((c) => selected.has(c.id)) : [];

  const columns = useMemo(
    () => customerColumns({ locale, intl, options: props.filterOptions, canEdit, customerHref, onEdit, onDelete: setConfirming }),
    [locale, intl, props.filterOptions, canEdit, customerHref, onEdit],
  );

  async function confirmDelete() {
    if (!confirming) return;
    setDeleting(true);
    const error = await props.onDelete(confirming);
    setDeleting(false);
    setNotice({ tone: error ? 'critical' : 'success', name: confirming.fullName, error });
    setConfirming(null);
  }

  const filtered = query.trim() !== '' || Object.values(filters).some((v) => v !== null) || props.extraFiltered === true;
  const isEmpty = status === 'ready' && customers.length === 0;
  const addButton = canEdit ? (
    <Button onClick={props.onAdd}>
      <FormattedMessage id="dashboard.customers.list.add" />
    </Button>
  ) : undefined;
  const n = (value: number) => <bdi dir="ltr">{formatNumber(value, locale)}</bdi>;

  return (
    <>
      <ListPage
        title={<FormattedMessage id="dashboard.customers.list.title" />}
        description={<FormattedMessage id="dashboard.customers.list.description" />}
        breadcrumbs={props.breadcrumbs}
        primaryAction={addButton}
        search={{
          label: intl.formatMessage({ id: 'dashboard.customers.list.search' }),
          placeholder: intl.formatMessage({ id: 'dashboard.customers.list.searchPlaceholder' }),
          value: query,
          onChange: props.onQueryChange,
        }}
        filters={
          <>
            <CustomersListFilters filters={filters} options={props.filterOptions} onChange={props.onFiltersChange} />
            {props.extraFilters}
          </>
        }
        status={status}
        error={
          <FormattedMessage
            id={props.error?.kind === 'network' ? 'dashboard.customers.list.error.network' : 'dashboard.customers.list.error'}
          />
        }
        onRetry={props.onRetry}
        isEmpty={isEmpty}
        empty={
          filtered
            ? {
                title: <FormattedMessage id="dashboard.customers.list.noMatches" />,
                message: <FormattedMessage id="dashboard.customers.list.noMatches.message" />,
                action: (
                  <Button variant="secondary" onClick={props.onClearFilters}>
                    <FormattedMessage id="dashboard.customers.list.clearFilters" />
                  </Button>
                ),
              }
            : {
                title: <FormattedMessage id="dashboard.customers.list.empty" />,
                message: (
                  <FormattedMessage id={canEdit ? 'dashboard.customers.list.empty.message' : 'dashboard.customers.list.empty.readOnly'} />
                ),
                action: addButton,
              }
        }
        pagination={{ page, pageCount, onPageChange: props.onPageChange }}
        selectedCount={selectedRows.length}
        onClearSelection={() => setSelected(new Set())}
        bulkActions={
          onSendWhatsapp ? (
            <Button variant="secondary" size="sm" onClick={() => onSendWhatsapp(selectedRows)}>
              <FormattedMessage id="dashboard.whatsapp.send.action" />
            </Button>
          ) : undefined
        }
      >
        <Notices>
          {notice ? (
            <InlineAlert
              tone={notice.tone}
              title={
                <FormattedMessage
                  id={notice.tone === 'success' ? 'dashboard.customers.list.deleted' : 'dashboard.customers.list.deleteFailed'}
                  values={{ name: <bdi>{notice.name}</bdi> }}
                />
              }
              onDismiss={() => setNotice(null)}
            >
              {notice.tone === 'critical' ? <FormattedMessage id={customerRefusalId(notice.error)} /> : null}
            </InlineAlert>
          ) : null}
        </Notices>
        <Summary role="status" data-busy={props.isRefreshing || undefined}>
          <FormattedMessage
            id="dashboard.customers.list.count"
            values={{ count: props.total, total: n(props.total), page: n(page), pages: n(pageCount) }}
          />
        </Summary>
        <DataTable
          label={<FormattedMessage id="dashboard.customers.list.title" />}
          hideLabel
          columns={columns}
          rows={customers}
          getRowKey={customerKey}
          rowLabel={customerLabel}
          selectable={selectable}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          hideSelectionCount
          windowThreshold={WINDOW_AT}
          rowHeight={56}
          // A server page (50) grows with the page; a longer list scrolls inside its own area, so
          // the table can draw only the rows in view (an unbounded area would draw them all).
          maxBlockSize={customers.length > WINDOW_AT ? '75vh' : 'none'}
        />
      </ListPage>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={<FormattedMessage id="dashboard.customers.list.confirmDelete.title" values={{ name: <bdi>{confirming?.fullName}</bdi> }} />}
        message={<FormattedMessage id="dashboard.customers.list.confirmDelete.message" />}
        confirmLabel={<FormattedMessage id="dashboard.customers.list.confirmDelete.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.customers.list.cancel" />}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
