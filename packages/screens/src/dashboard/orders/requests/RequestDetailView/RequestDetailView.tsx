import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Badge, Button, Card, ConfirmDialog, ErrorState, InlineAlert, Link, Money, Page, Skeleton, type PageBreadcrumb } from '@dukkan/ui';
import { CancelRequestDialog } from '../CancelRequestDialog/index.ts';
import { InvoiceCreateDialog, type InvoiceValues } from '../InvoiceCreateDialog/index.ts';
import { ReplyRequestDialog, type ReplyValues } from '../ReplyRequestDialog/index.ts';
import { useRequestDate } from '../RequestsListView/index.ts';
import { Facts } from '../requests.styles.ts';
import {
  ACTIONS_BY_STATUS,
  ACTION_IDS,
  STATUS_IDS,
  STATUS_TONES,
  canInvoice,
  phoneText,
  refusalId,
  telHref,
  type InvoiceItem,
  type Loadable,
  type RequestAction,
  type ServiceRequestDetailItem,
} from '../types.ts';
import { RequestHistory } from './RequestHistory.tsx';
import { RequestInvoices } from './RequestInvoices.tsx';
import { Message, Notice, Sections, Stack } from './RequestDetailView.styles.ts';

export interface RequestDetailViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /request/get/{id}: the request with its invoices. */
  request: Loadable<ServiceRequestDetailItem>;
  /** The request does not exist (404): said in words, with the way back. */
  notFound?: boolean;
  listHref: string;
  /** `requests:update`: act on the request and its invoices; anyone else reads. */
  canEdit: boolean;
  onReply: (values: ReplyValues) => Promise<ApiError | null>;
  onApprove: () => Promise<ApiError | null>;
  onSpam: () => Promise<ApiError | null>;
  onFinish: () => Promise<ApiError | null>;
  onDone: () => Promise<ApiError | null>;
  onCancel: (reason: string) => Promise<ApiError | null>;
  onCreateInvoice: (values: InvoiceValues) => Promise<ApiError | null>;
  onCancelInvoice: (invoice: InvoiceItem) => Promise<ApiError | null>;
  /** Shows one invoice as the server has it (GET /invoice/get). */
  onViewInvoice: (invoice: InvoiceItem) => void;
}

type Open = 'reply' | 'cancel' | 'invoice' | 'spam' | { cancelInvoice: InvoiceItem } | null;

/**
 * One service request (vendor spec §3 "Request", §4 Requests, Invoice; decision 0068): what the
 * customer asked, the steps it went through, its invoices, and the actions its status allows
 * (and only those). A refusal is said in words; a 409 says the request changed meanwhile, and
 * the request is read again so the page offers what is allowed now.
 */
export function RequestDetailView(props: RequestDetailViewProps) {
  const { request, canEdit } = props;
  const intl = useIntl();
  const date = useRequestDate();
  const [open, setOpen] = useState<Open>(null);
  const [pending, setPending] = useState<RequestAction | 'cancelInvoice' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const data = request.data;

  if (!data && (props.notFound || request.status === 'error')) {
    return (
      <Page title={<FormattedMessage id="dashboard.requests.detail.failed" />} breadcrumbs={props.breadcrumbs}>
        {props.notFound ? (
          <Stack>
            <p>
              <FormattedMessage id="dashboard.requests.detail.notFound" />
            </p>
            <Link href={props.listHref}>
              <FormattedMessage id="dashboard.requests.detail.back" />
            </Link>
          </Stack>
        ) : (
          <ErrorState title={<FormattedMessage id="dashboard.requests.detail.failed" />} onRetry={request.retry} />
        )}
      </Page>
    );
  }

  /** Runs a change; a refusal shows above the request and takes the focus. */
  async function run(key: RequestAction | 'cancelInvoice', call: () => Promise<ApiError | null>): Promise<ApiError | null> {
    if (pending) return null;
    setPending(key);
    setNotice(null);
    const error = await call();
    setPending(null);
    if (error) setNotice(refusalId(error));
    return error;
  }

  /**
   * A dialog's change: a 409 closes the dialog (the action may no longer be offered) and says
   * above the request that it changed; other refusals stay in the dialog with what was typed.
   */
  async function fromDialog(call: () => Promise<ApiError | null>): Promise<ApiError | null> {
    setNotice(null);
    const error = await call();
    if (error && error.status === 409) {
      setNotice(refusalId(error));
      return null;
    }
    return error;
  }

  function act(action: RequestAction) {
    if (action === 'reply' || action === 'cancel' || action === 'spam') setOpen(action);
    else if (action === 'approve') void run(action, props.onApprove);
    else if (action === 'finish') void run(action, props.onFinish);
    else void run(action, props.onDone);
  }

  const actions = canEdit && data ? ACTIONS_BY_STATUS[data.status] : [];
  const button = (action: RequestAction, primary: boolean): ReactNode => (
    <Button
      key={action}
      variant={primary ? 'primary' : action === 'cancel' || action === 'spam' ? 'danger' : 'secondary'}
      loading={pending === action}
      onClick={() => act(action)}
    >
      <FormattedMessage id={ACTION_IDS[action]} />
    </Button>
  );
  const name = data ? data.customerName || intl.formatMessage({ id: 'dashboard.requests.noName' }) : '';
  const phone = data ? phoneText(data.customerPhone) : '';
  const openInvoices = data ? data.invoices.filter((i) => i.status === 'open').length : 0;
  const cancelling = open !== null && typeof open === 'object' ? open.cancelInvoice : null;

  return (
    <Page
      loading={!data}
      title={data ? <FormattedMessage id="dashboard.requests.detail.title" values={{ name: <bdi>{name}</bdi> }} /> : ''}
      description={
        data ? <FormattedMessage id="dashboard.requests.detail.received" values={{ date: <bdi>{date(data.createdAt)}</bdi> }} /> : undefined
      }
      breadcrumbs={props.breadcrumbs}
      primaryAction={actions.length > 0 ? button(actions[0]!, true) : undefined}
      secondaryActions={actions.length > 1 ? <>{actions.slice(1).map((a) => button(a, false))}</> : undefined}
    >
      <Notice ref={noticeRef} tabIndex={-1} data-shown={notice ? true : undefined}>
        <InlineAlert tone="critical" visible={notice !== null} onDismiss={notice ? () => setNotice(null) : undefined}>
          {notice ? <FormattedMessage id={notice} /> : null}
        </InlineAlert>
      </Notice>
      {data ? (
        <Sections>
          <Card title={<FormattedMessage id="dashboard.requests.detail.request" />} titleLevel={2}>
            <Stack>
              <Facts>
                <dt>
                  <FormattedMessage id="dashboard.requests.status" />
                </dt>
                <dd>
                  <Badge tone={STATUS_TONES[data.status]}>
                    <FormattedMessage id={STATUS_IDS[data.status]} />
                  </Badge>
                </dd>
                <dt>
                  <FormattedMessage id="dashboard.requests.customer" />
                </dt>
                <dd>
                  <bdi>{name}</bdi>
                </dd>
                <dt>
                  <FormattedMessage id="dashboard.requests.phone" />
                </dt>
                <dd>
                  {phone ? (
                    <Link href={telHref(data.customerPhone)} aria-label={intl.formatMessage({ id: 'dashboard.requests.call' }, { phone })}>
                      <bdi dir="ltr">{phone}</bdi>
                    </Link>
                  ) : (
                    <FormattedMessage id="dashboard.requests.noPhone" />
                  )}
                </dd>
                <dt>
                  <FormattedMessage id="dashboard.requests.reply" />
                </dt>
                <dd>
                  {data.replyType === 'price' && data.priceFils !== undefined ? (
                    <Money fils={data.priceFils} size="sm" />
                  ) : (
                    <FormattedMessage id={data.replyType ? 'dashboard.requests.reply.message' : 'dashboard.requests.reply.none'} />
                  )}
                </dd>
                {data.status === 'cancelled' ? (
                  <>
                    <dt>
                      <FormattedMessage id="dashboard.requests.cancelReason" />
                    </dt>
                    <dd>
                      {data.cancelReason ? <bdi>{data.cancelReason}</bdi> : <FormattedMessage id="dashboard.requests.cancelReason.none" />}
                    </dd>
                  </>
                ) : null}
              </Facts>
              <Message aria-label={intl.formatMessage({ id: 'dashboard.requests.message' })}>
                <bdi>{data.message}</bdi>
              </Message>
            </Stack>
          </Card>
          <RequestHistory request={data} />
          <RequestInvoices
            invoices={data.invoices}
            canRaise={canEdit && canInvoice(data.status)}
            canCancel={canEdit}
            cancellingId={pending === 'cancelInvoice' && cancelling ? cancelling.id : null}
            onRaise={() => setOpen('invoice')}
            onView={props.onViewInvoice}
            onCancel={(invoice) => setOpen({ cancelInvoice: invoice })}
          />
        </Sections>
      ) : (
        <Skeleton blockSize="16rem" />
      )}
      <ReplyRequestDialog
        isOpen={open === 'reply'}
        onClose={() => setOpen(null)}
        {...(data?.priceFils !== undefined ? { currentPriceFils: data.priceFils } : {})}
        onReply={(values) => fromDialog(() => props.onReply(values))}
      />
      <CancelRequestDialog
        isOpen={open === 'cancel'}
        onClose={() => setOpen(null)}
        openInvoices={openInvoices}
        onCancel={(reason) => fromDialog(() => props.onCancel(reason))}
      />
      <InvoiceCreateDialog
        isOpen={open === 'invoice'}
        onClose={() => setOpen(null)}
        {...(data?.priceFils !== undefined ? { suggestedFils: data.priceFils } : {})}
        onCreate={(values) => fromDialog(() => props.onCreateInvoice(values))}
      />
      <ConfirmDialog
        isOpen={open === 'spam'}
        title={<FormattedMessage id="dashboard.requests.spamDialog.title" />}
        message={<FormattedMessage id="dashboard.requests.spamDialog.message" values={{ name: <bdi>{name}</bdi> }} />}
        confirmLabel={<FormattedMessage id="dashboard.requests.spamDialog.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.requests.dialog.back" />}
        destructive
        busy={pending === 'spam'}
        onCancel={() => setOpen(null)}
        onConfirm={() => void run('spam', props.onSpam).then(() => setOpen(null))}
      />
      <ConfirmDialog
        isOpen={cancelling !== null}
        title={<FormattedMessage id="dashboard.requests.cancelInvoiceDialog.title" />}
        message={
          <FormattedMessage id="dashboard.requests.cancelInvoiceDialog.message" values={{ title: <bdi>{cancelling?.title ?? ''}</bdi> }} />
        }
        confirmLabel={<FormattedMessage id="dashboard.requests.cancelInvoiceDialog.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.requests.dialog.back" />}
        destructive
        busy={pending === 'cancelInvoice'}
        onCancel={() => setOpen(null)}
        onConfirm={() => {
          if (cancelling) void run('cancelInvoice', () => props.onCancelInvoice(cancelling)).then(() => setOpen(null));
        }}
      />
    </Page>
  );
}
