import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type Address, type ApiError, type Order } from '@dukkan/core';
import { Button, ConfirmDialog, DetailPage, InlineAlert, type PageBreadcrumb } from '@dukkan/ui';
import { customerRefusalId, displayPhone } from '../list/customerText.ts';
import type { CustomerFilterOptions } from '../list/types.ts';
import { CustomerDetailAddresses } from './CustomerDetailAddresses.tsx';
import { CustomerDetailNotes } from './CustomerDetailNotes.tsx';
import { CustomerDetailOrders } from './CustomerDetailOrders.tsx';
import { CustomerDetailProfile } from './CustomerDetailProfile.tsx';
import {
  CUSTOMER_DETAIL_TABS,
  type CustomerAddressDraft,
  type CustomerDetailData,
  type CustomerDetailTab,
  type PartStatus,
} from './types.ts';
import { LtrText, Row } from './CustomerDetailView.styles.ts';

export interface CustomerDetailViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /customer/{id}; undefined until loaded. */
  customer: CustomerDetailData | undefined;
  status: PartStatus;
  /** Why it did not load: a 404 says the customer is not in this shop, without a retry. */
  error?: ApiError | null;
  onRetry: () => void;
  /** The tab shown, from the URL (`?tab=notes`). */
  tab: CustomerDetailTab;
  onTabChange: (tab: CustomerDetailTab) => void;
  /** The shop's areas, boards and labels, for their names. */
  options: CustomerFilterOptions | undefined;
  addresses: readonly Address[];
  addressesStatus: PartStatus;
  onAddressesRetry: () => void;
  orders: readonly Order[];
  ordersStatus: PartStatus;
  onOrdersRetry: () => void;
  /** The existing order page (/orders/:id). */
  orderHref: (id: string) => string;
  /** Owners, leads and cashiers change customers (decision 0040); others read. */
  canEdit: boolean;
  /** Opens the edit form (its state lives in the URL). */
  onEdit: () => void;
  /** Deletes after the confirmation; resolves with the refusal, or null (the caller then leaves the page). */
  onDelete: () => Promise<ApiError | null>;
  onAddNote: (text: string) => Promise<ApiError | null>;
  onEditNote: (noteId: string, text: string) => Promise<ApiError | null>;
  onDeleteNote: (noteId: string) => Promise<ApiError | null>;
  onAddAddress: (draft: CustomerAddressDraft) => Promise<ApiError | null>;
  onDeleteAddress: (addressId: string) => Promise<ApiError | null>;
  /** The customer's reminders (decision 0073): a tab of its own when given, with their count. */
  reminders?: { count: number; content: ReactNode };
  /** More of the profile under it: the customer's labels and attributes (decision 0075). */
  profileExtra?: ReactNode;
}

function loadErrorId(error: ApiError | null | undefined): string {
  if (error?.status === 404) return 'dashboard.customers.detail.notFound';
  if (error?.kind === 'network') return 'dashboard.customers.list.error.network';
  return 'dashboard.customers.detail.error';
}

/**
 * One customer (issue #13 item 2; vendor spec §7 GET /customer/{id}, {id}/list): the profile
 * with what they bought here, their addresses, the notes about them and their orders at the
 * shop, one tab each. Edit and delete (with a confirmation naming them) for people who may.
 */
export function CustomerDetailView(props: CustomerDetailViewProps) {
  const { customer, status, tab, canEdit } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState<ApiError | null>(null);
  const shown = status === 'ready' && customer ? 'ready' : status === 'ready' ? 'loading' : status;
  const notFound = props.error?.status === 404;
  const count = (id: string, n: number) => intl.formatMessage({ id }, { n: formatNumber(n, locale) });

  async function remove() {
    setDeleting(true);
    setDeleteFailed(null);
    const error = await props.onDelete();
    setDeleting(false);
    setConfirming(false);
    if (error) setDeleteFailed(error);
  }

  const actions =
    canEdit && customer ? (
      <Row>
        <Button variant="secondary" onClick={props.onEdit}>
          <FormattedMessage id="dashboard.customers.detail.edit" />
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <FormattedMessage id="dashboard.customers.detail.delete" />
        </Button>
      </Row>
    ) : undefined;

  return (
    <>
      <DetailPage
        title={customer ? <bdi>{customer.fullName}</bdi> : <FormattedMessage id="dashboard.customers.detail.crumb" />}
        subtitle={customer ? <LtrText dir="ltr">{displayPhone(customer.countryCode, customer.phone)}</LtrText> : undefined}
        breadcrumbs={props.breadcrumbs}
        actions={actions}
        status={shown}
        error={<FormattedMessage id={loadErrorId(props.error)} />}
        onRetry={notFound ? undefined : props.onRetry}
        selectedTab={tab}
        onTabChange={(id) => props.onTabChange(CUSTOMER_DETAIL_TABS.find((t) => t === id) ?? 'profile')}
        tabsLabel={intl.formatMessage({ id: 'dashboard.customers.detail.tabs' })}
        tabs={[
          {
            id: 'profile',
            label: <FormattedMessage id="dashboard.customers.detail.tab.profile" />,
            content: customer ? (
              <>
                <InlineAlert
                  tone="critical"
                  visible={deleteFailed !== null}
                  title={<FormattedMessage id="dashboard.customers.list.deleteFailed" values={{ name: <bdi>{customer.fullName}</bdi> }} />}
                  onDismiss={() => setDeleteFailed(null)}
                >
                  <FormattedMessage id={customerRefusalId(deleteFailed)} />
                </InlineAlert>
                <CustomerDetailProfile customer={customer} options={props.options} />
                {props.profileExtra}
              </>
            ) : null,
          },
          {
            id: 'addresses',
            label: count('dashboard.customers.detail.tab.addresses', props.addresses.length),
            content: customer ? (
              <CustomerDetailAddresses
                customerName={customer.fullName}
                addresses={props.addresses}
                status={props.addressesStatus}
                onRetry={props.onAddressesRetry}
                canEdit={canEdit}
                onAddAddress={props.onAddAddress}
                onDeleteAddress={props.onDeleteAddress}
              />
            ) : null,
          },
          {
            id: 'notes',
            label: count('dashboard.customers.detail.tab.notes', customer?.notes.length ?? 0),
            content: customer ? (
              <CustomerDetailNotes
                notes={customer.notes}
                canEdit={canEdit}
                onAddNote={props.onAddNote}
                onEditNote={props.onEditNote}
                onDeleteNote={props.onDeleteNote}
              />
            ) : null,
          },
          ...(props.reminders
            ? [
                {
                  id: 'reminders',
                  label: count('dashboard.reminders.customer.tab', props.reminders.count),
                  content: customer ? props.reminders.content : null,
                },
              ]
            : []),
          {
            id: 'orders',
            label: count(
              'dashboard.customers.detail.tab.orders',
              props.ordersStatus === 'ready' ? props.orders.length : (customer?.orderCount ?? 0),
            ),
            content: (
              <CustomerDetailOrders
                orders={props.orders}
                status={props.ordersStatus}
                onRetry={props.onOrdersRetry}
                orderHref={props.orderHref}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        isOpen={confirming}
        title={<FormattedMessage id="dashboard.customers.list.confirmDelete.title" values={{ name: <bdi>{customer?.fullName}</bdi> }} />}
        message={<FormattedMessage id="dashboard.customers.list.confirmDelete.message" />}
        confirmLabel={<FormattedMessage id="dashboard.customers.list.confirmDelete.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.customers.list.cancel" />}
        destructive
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
