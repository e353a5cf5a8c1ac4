import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { ApiError, ApiResult } from '@dukkan/core';
import {
  ApiRequestError,
  approveRequest,
  cancelInvoice,
  cancelRequest,
  createInvoice,
  finishRequest,
  markRequestDone,
  markRequestSpam,
  replyToRequest,
  useInvoice,
  useServiceRequest,
  type RequestsContext,
} from '@dukkan/data';
import { InvoiceDialog, RequestDetailView } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { requestsUrls } from './urls.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };
const INVOICE = 'invoice:';

function loadable<T>(swr: { data?: T; error?: unknown; mutate: () => unknown }) {
  return {
    data: swr.data,
    status: swr.error && !swr.data ? ('error' as const) : swr.data ? ('ready' as const) : ('loading' as const),
    retry: () => void swr.mutate(),
  };
}

/**
 * /orders/requests/:id (vendor spec §7: GET /request/get/{id}, the request actions, GET
 * /invoice/get, POST /invoice/create and /invoice/cancel). Each change reads the request again
 * from the server (a 409 too, so the page offers what is allowed now) and says what happened
 * in a toast (a live region). The invoice shown is in the URL (`dialog=invoice:<id>`).
 */
export function RequestRoute() {
  const { id = '' } = useParams();
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('requests:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const request = useServiceRequest(shopId, id);
  const invoiceId = state.dialog?.startsWith(INVOICE) ? state.dialog.slice(INVOICE.length) : undefined;
  const invoice = useInvoice(shopId, invoiceId);
  const ctx: RequestsContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const error = request.error instanceof ApiRequestError ? request.error.error : null;

  /** Sends a change; on success says so in a toast. */
  async function change<T>(call: (c: RequestsContext) => Promise<ApiResult<T>>, done: ReactNode): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await call(ctx);
    if (result.error) return result.error;
    toasts.add({ tone: 'success', title: done });
    return null;
  }

  return (
    <>
      <RequestDetailView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        request={loadable(request)}
        notFound={error?.status === 404}
        listHref={requestsUrls.list()}
        canEdit={canEdit}
        onReply={(values) => change((c) => replyToRequest(c, id, values), <FormattedMessage id="dashboard.requests.saved.reply" />)}
        onApprove={() => change((c) => approveRequest(c, id), <FormattedMessage id="dashboard.requests.saved.approve" />)}
        onSpam={() => change((c) => markRequestSpam(c, id), <FormattedMessage id="dashboard.requests.saved.spam" />)}
        onFinish={() => change((c) => finishRequest(c, id), <FormattedMessage id="dashboard.requests.saved.finish" />)}
        onDone={() => change((c) => markRequestDone(c, id), <FormattedMessage id="dashboard.requests.saved.done" />)}
        onCancel={(reason) => change((c) => cancelRequest(c, id, reason), <FormattedMessage id="dashboard.requests.saved.cancel" />)}
        onCreateInvoice={(values) =>
          change((c) => createInvoice(c, id, values), <FormattedMessage id="dashboard.requests.saved.invoice" />)
        }
        onCancelInvoice={(item) =>
          change((c) => cancelInvoice(c, id, item.id), <FormattedMessage id="dashboard.requests.saved.invoiceCancelled" />)
        }
        onViewInvoice={(item) => update({ dialog: `${INVOICE}${item.id}` })}
      />
      <InvoiceDialog invoice={invoiceId ? loadable(invoice) : null} onClose={() => update({ dialog: null }, { replace: true })} />
    </>
  );
}
