import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import {
  addComplaint,
  ApiRequestError,
  assignComplaintLabel,
  COMPLAINT_TYPES,
  deleteComplaint,
  deleteComplaintLabel,
  editComplaint,
  saveComplaintLabel,
  useComplaintLabels,
  useComplaintQrCodes,
  useComplaints,
  type ComplaintsContext,
} from '@dukkan/data';
import { ComplaintFormDialog, ComplaintLabelsDialog, ComplaintsView, type ComplaintFormValues, type ComplaintItem } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { customersUrls } from './urls.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };
const ADD = 'add';
const EDIT = 'edit:';
const LABELS = 'labels';

/**
 * /customers/complaints (issue #13 item 7, decision 0061): the complaints with their filters in the
 * URL (`f.qr`, `f.label`, `f.type`), the QR codes and labels they refer to, and the dialogs to
 * record or edit a complaint and to manage labels (the open one is in the URL too).
 */
export function ComplaintsRoute() {
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('customers:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const filters = {
    QRCode: state.filters.qr || undefined,
    label: state.filters.label || undefined,
    typeComplain: COMPLAINT_TYPES.find((t) => t === state.filters.type),
  };
  const complaints = useComplaints(shopId, filters);
  const qrCodes = useComplaintQrCodes(shopId);
  const labels = useComplaintLabels(shopId);
  const ctx: ComplaintsContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const editing = state.dialog?.startsWith(EDIT) ? (complaints.data?.find((c) => `${EDIT}${c.id}` === state.dialog) ?? null) : null;
  const close = () => update({ dialog: null }, { replace: true });
  const failed = (error: ApiError | null) =>
    error ? toasts.add({ tone: 'error', title: <FormattedMessage id="dashboard.complaints.actionFailed" /> }) : undefined;

  async function save(values: ComplaintFormValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const error = editing ? await editComplaint(ctx, editing.id, values) : await addComplaint(ctx, values);
    if (error) return error;
    close();
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.complaints.saved" /> });
    return null;
  }

  async function remove(complaint: ComplaintItem) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.complaints.delete.title',
      message: 'dashboard.complaints.delete.message',
      values: { name: complaint.name },
    });
    if (!sure) return;
    const error = await deleteComplaint(ctx, complaint.id);
    if (error) failed(error);
    else toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.complaints.deleted" /> });
  }

  async function assign(complaint: ComplaintItem, label: string) {
    if (!ctx) return;
    const error = await assignComplaintLabel(ctx, complaint.id, label);
    if (error) failed(error);
    else toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.complaints.labelSaved" /> });
  }

  async function removeLabel(label: { id: string; name: string }) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.complaints.labels.delete.title',
      message: 'dashboard.complaints.labels.delete.message',
      values: { name: label.name },
    });
    if (sure) failed(await deleteComplaintLabel(ctx, label.id));
  }

  const error = complaints.error ?? qrCodes.error ?? labels.error;
  const loaded = complaints.data && qrCodes.data && labels.data;
  return (
    <>
      <ComplaintsView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        complaints={complaints.data ?? []}
        qrCodes={qrCodes.data ?? []}
        labels={labels.data ?? []}
        status={error && !loaded ? 'error' : loaded ? 'ready' : 'loading'}
        error={error instanceof ApiRequestError ? error.error : null}
        onRetry={() => void Promise.all([complaints.mutate(), qrCodes.mutate(), labels.mutate()])}
        filters={filters}
        onFiltersChange={(next) =>
          update({ filters: { qr: next.QRCode ?? null, label: next.label ?? null, type: next.typeComplain ?? null } })
        }
        canEdit={canEdit}
        onAdd={() => update({ dialog: ADD })}
        onEdit={(c) => update({ dialog: `${EDIT}${c.id}` })}
        onDelete={(c) => void remove(c)}
        onAssignLabel={(c, label) => void assign(c, label)}
        onManageLabels={() => update({ dialog: LABELS })}
        qrCodesHref={customersUrls.complaintQrCodes()}
      />
      <ComplaintFormDialog
        isOpen={canEdit && (state.dialog === ADD || editing !== null)}
        complaint={editing}
        qrCodes={qrCodes.data ?? []}
        labels={labels.data ?? []}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onSubmit={save}
      />
      <ComplaintLabelsDialog
        isOpen={canEdit && state.dialog === LABELS}
        labels={labels.data ?? []}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onSave={(label) => (ctx ? saveComplaintLabel(ctx, label) : Promise.resolve(NO_SHOP))}
        onDelete={(label) => void removeLabel(label)}
      />
    </>
  );
}
