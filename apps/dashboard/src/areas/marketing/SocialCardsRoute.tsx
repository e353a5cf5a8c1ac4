import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { ApiRequestError, saveSocialCard, useSocialCards } from '@dukkan/data';
import { SocialCardDialog, SocialCardsView, type SocialCardFormValues } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };
const ADD = 'add';
const EDIT = 'edit:';

/**
 * /marketing/social-cards (issue #14 item 2, decision 0060): the working shop's cards from
 * `get-meta-cards`, added and edited with PUT social-cards (the picture as `imageFile`). The open
 * dialog is in the URL (`?dialog=add`, `?dialog=edit:<id>`), so Back closes it.
 */
export function SocialCardsRoute() {
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('marketing:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const cards = useSocialCards(shopId);
  const editing = state.dialog?.startsWith(EDIT) ? (cards.data?.find((c) => `${EDIT}${c.id}` === state.dialog) ?? null) : null;
  const isOpen = canEdit && (state.dialog === ADD || editing !== null);

  async function save(values: SocialCardFormValues): Promise<ApiError | null> {
    if (!shopId) return NO_SHOP;
    const result = await saveSocialCard({ client, mutate, shop: shopId }, { ...values, ...(editing ? { id: editing.id } : {}) });
    if (result.error) return result.error;
    update({ dialog: null }, { replace: true });
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.marketing.social.form.saved" /> });
    return null;
  }

  return (
    <>
      <SocialCardsView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        cards={cards.data ?? []}
        status={cards.error && !cards.data ? 'error' : cards.data ? 'ready' : 'loading'}
        error={cards.error instanceof ApiRequestError ? cards.error.error : null}
        onRetry={() => void cards.mutate()}
        canEdit={canEdit}
        onAdd={() => update({ dialog: ADD })}
        onEdit={(card) => update({ dialog: `${EDIT}${card.id}` })}
      />
      <SocialCardDialog
        isOpen={isOpen}
        card={editing}
        onOpenChange={(open) => {
          if (!open) update({ dialog: null }, { replace: true });
        }}
        onSubmit={save}
      />
    </>
  );
}
