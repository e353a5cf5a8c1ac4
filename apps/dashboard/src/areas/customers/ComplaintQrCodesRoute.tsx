import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { ApiRequestError, generateQrCode, useComplaintQrCode, useComplaintQrCodes } from '@dukkan/data';
import { ComplaintQrCodesView } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { customersUrls } from './urls.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };
const SHOW = 'show:';

/**
 * /customers/complaints/qr-codes (issue #13 item 7, decision 0061): the shop's complaint QR codes,
 * a form that makes one, and one code shown large (`?dialog=show:<id>`, read with GET
 * qr-code/{id} so its count is current).
 */
export function ComplaintQrCodesRoute() {
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('customers:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const list = useComplaintQrCodes(shopId);
  const shownId = state.dialog?.startsWith(SHOW) ? state.dialog.slice(SHOW.length) : undefined;
  const one = useComplaintQrCode(shopId, shownId);
  const shown = shownId ? (one.data ?? list.data?.find((q) => q.id === shownId) ?? null) : null;

  async function generate(name: string): Promise<ApiError | null> {
    if (!shopId) return NO_SHOP;
    const result = await generateQrCode({ client, mutate, shop: shopId }, name);
    if (result.error) return result.error;
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.complaints.qr.made" /> });
    return null;
  }

  return (
    <ComplaintQrCodesView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      qrCodes={list.data ?? []}
      status={list.error && !list.data ? 'error' : list.data ? 'ready' : 'loading'}
      error={list.error instanceof ApiRequestError ? list.error.error : null}
      onRetry={() => void list.mutate()}
      canEdit={canEdit}
      onGenerate={generate}
      complaintsHref={(qr) => customersUrls.complaints(qr.id)}
      shown={shown}
      onShow={(qr) => update({ dialog: `${SHOW}${qr.id}` })}
      onCloseShown={() => update({ dialog: null }, { replace: true })}
    />
  );
}
