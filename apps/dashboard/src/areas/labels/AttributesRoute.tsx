import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import {
  addAttribute,
  ApiRequestError,
  deleteAttribute,
  fetchAttribute,
  labelKeys,
  updateAttribute,
  useAttributes,
  type LabelsContext,
} from '@dukkan/data';
import { AttributeDialog, AttributesView, labelRefusalId, type AttributeDraftValues, type AttributeItem } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { NO_SHOP } from './LabelsRoute.tsx';
import { labelsUrls } from './urls.ts';

/**
 * /customers/attributes (vendor spec §7 CRM v2 attribute list, get, add, update, delete;
 * decision 0075): the attributes the shop keeps about its customers. "Edit" reads the attribute
 * fresh (attribute/get) so the form starts from the server's options, not a stale list.
 */
export function AttributesRoute() {
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('customers:update');
  const crumbs = useCrumbs();
  const attributes = useAttributes(shopId);
  const [open, setOpen] = useState<{ attribute: AttributeItem | null } | null>(null);
  const ctx: LabelsContext | null = shopId ? { client, mutate, shop: shopId } : null;

  async function edit(attribute: AttributeItem) {
    if (!ctx) return;
    const fresh = await fetchAttribute(ctx, attribute.id);
    if (fresh.error) {
      toasts.add({
        tone: 'error',
        title: <FormattedMessage id="dashboard.attributes.openFailed" values={{ name: <bdi>{attribute.name}</bdi> }} />,
        description: <FormattedMessage id={labelRefusalId(fresh.error)} />,
      });
      if (fresh.error.status === 404) await mutate(labelKeys.attributes(ctx.shop));
      return;
    }
    setOpen({ attribute: fresh.data });
  }

  async function save(draft: AttributeDraftValues): Promise<ApiError | null> {
    if (!ctx || !open) return NO_SHOP;
    const result = open.attribute ? await updateAttribute(ctx, open.attribute.id, draft) : await addAttribute(ctx, draft);
    if (result.error) return result.error;
    toasts.add({
      tone: 'success',
      title: (
        <FormattedMessage
          id={open.attribute ? 'dashboard.attributes.saved' : 'dashboard.attributes.added'}
          values={{ name: <bdi>{draft.name}</bdi> }}
        />
      ),
    });
    setOpen(null);
    return null;
  }

  async function remove(attribute: AttributeItem) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.attributes.delete.title',
      message: 'dashboard.attributes.delete.message',
      values: { name: attribute.name },
    });
    if (!sure) return;
    const error = await deleteAttribute(ctx, attribute.id);
    toasts.add(
      error
        ? {
            tone: 'error',
            title: <FormattedMessage id="dashboard.attributes.deleteFailed" values={{ name: <bdi>{attribute.name}</bdi> }} />,
          }
        : { tone: 'success', title: <FormattedMessage id="dashboard.attributes.deleted" values={{ name: <bdi>{attribute.name}</bdi> }} /> },
    );
  }

  return (
    <>
      <AttributesView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        attributes={attributes.data ?? []}
        status={attributes.error && !attributes.data ? 'error' : attributes.data ? 'ready' : 'loading'}
        error={attributes.error instanceof ApiRequestError ? attributes.error.error : null}
        onRetry={() => void attributes.mutate()}
        canEdit={canEdit}
        onAdd={() => setOpen({ attribute: null })}
        onEdit={(attribute) => void edit(attribute)}
        onDelete={(attribute) => void remove(attribute)}
        customersHref={labelsUrls.customersWithAttribute}
      />
      <AttributeDialog
        isOpen={canEdit && open !== null}
        attribute={open?.attribute ?? null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        onSubmit={save}
      />
    </>
  );
}
