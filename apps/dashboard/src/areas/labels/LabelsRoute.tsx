import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { addLabel, ApiRequestError, deleteLabel, updateLabel, useCustomerFilterValues, type LabelsContext } from '@dukkan/data';
import { LabelDialog, LabelsView, type LabelDraftValues, type LabelItem } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { labelsUrls } from './urls.ts';

export const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

/**
 * /customers/labels (vendor spec §7 Label: add, update, delete; decision 0075): the shop's
 * labels with how many customers carry each (GET /customer/filters/values: there is no label
 * list call); add and change in a dialog, delete after saying how many customers lose it.
 */
export function LabelsRoute() {
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('customers:update');
  const crumbs = useCrumbs();
  const values = useCustomerFilterValues(shopId);
  const [open, setOpen] = useState<{ label: LabelItem | null } | null>(null);
  const ctx: LabelsContext | null = shopId ? { client, mutate, shop: shopId } : null;

  async function save(draft: LabelDraftValues): Promise<ApiError | null> {
    if (!ctx || !open) return NO_SHOP;
    const result = open.label ? await updateLabel(ctx, open.label.id, draft) : await addLabel(ctx, draft);
    if (result.error) return result.error;
    toasts.add({
      tone: 'success',
      title: (
        <FormattedMessage
          id={open.label ? 'dashboard.labels.saved' : 'dashboard.labels.added'}
          values={{ name: <bdi>{draft.name}</bdi> }}
        />
      ),
    });
    setOpen(null);
    return null;
  }

  async function remove(label: LabelItem) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.labels.delete.title',
      message: 'dashboard.labels.delete.message',
      values: { name: label.name, count: label.count },
    });
    if (!sure) return;
    const error = await deleteLabel(ctx, label.id);
    toasts.add(
      error
        ? { tone: 'error', title: <FormattedMessage id="dashboard.labels.deleteFailed" values={{ name: <bdi>{label.name}</bdi> }} /> }
        : { tone: 'success', title: <FormattedMessage id="dashboard.labels.deleted" values={{ name: <bdi>{label.name}</bdi> }} /> },
    );
  }

  return (
    <>
      <LabelsView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        labels={values.data?.labels ?? []}
        status={values.error && !values.data ? 'error' : values.data ? 'ready' : 'loading'}
        error={values.error instanceof ApiRequestError ? values.error.error : null}
        onRetry={() => void values.mutate()}
        canEdit={canEdit}
        onAdd={() => setOpen({ label: null })}
        onEdit={(label) => setOpen({ label })}
        onDelete={(label) => void remove(label)}
        customersHref={labelsUrls.customersWithLabel}
      />
      <LabelDialog
        isOpen={canEdit && open !== null}
        label={open?.label ?? null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        onSubmit={save}
      />
    </>
  );
}
