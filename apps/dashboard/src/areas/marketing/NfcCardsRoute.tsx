import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError, NfcCard } from '@dukkan/core';
import { ApiRequestError, deleteNfcCard, retargetNfcCard, saveNfcCard, useNfcCard, useNfcCards, type CardsContext } from '@dukkan/data';
import { NfcCardDialog, NfcCardsView, NfcTargetDialog, type NfcCardFormValues } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };
const ADD = 'add';
const EDIT = 'edit:';
const TARGET = 'target:';

/**
 * /marketing/nfc-cards (issue #14 item 4, decision 0060): the working shop's cards (`/cards`),
 * each with the link its chip carries (the deployment's `nfcLinkBase` + the card's id) and a
 * QR code of it. Register and edit with PUT /card (the edit form starts from GET /card/{id}),
 * change where a card leads with POST /redirect/target, delete with DELETE /card after asking.
 */
export function NfcCardsRoute() {
  const { client, toasts, dialogs, config } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('marketing:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const cards = useNfcCards(shopId);
  const idAfter = (prefix: string) => (state.dialog?.startsWith(prefix) ? state.dialog.slice(prefix.length) : undefined);
  const editId = idAfter(EDIT);
  const targetId = idAfter(TARGET);
  const fresh = useNfcCard(shopId, canEdit ? editId : undefined);
  const row = (id: string | undefined) => (id ? (cards.data?.find((c) => c.id === id) ?? null) : null);
  const editing = editId ? (fresh.data ?? row(editId)) : null;
  const retargeting = canEdit ? row(targetId) : null;
  const ctx: CardsContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const close = () => update({ dialog: null }, { replace: true });
  const chipLink = (card: NfcCard) => `${config.features.nfcLinkBase}${encodeURIComponent(card.id)}`;

  async function save(values: NfcCardFormValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await saveNfcCard(ctx, { ...values, ...(editing ? { id: editing.id } : {}) });
    if (result.error) return result.error;
    close();
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.marketing.nfc.form.saved" /> });
    return null;
  }

  async function retarget(card: NfcCard, targetUrl: string, showPage: boolean): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const error = await retargetNfcCard(ctx, card.id, targetUrl, showPage);
    if (error) return error;
    close();
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.marketing.nfc.retarget.saved" /> });
    return null;
  }

  async function remove(card: NfcCard) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.marketing.nfc.delete.title',
      message: 'dashboard.marketing.nfc.delete.message',
      values: { name: card.name },
    });
    if (!sure) return;
    const error = await deleteNfcCard(ctx, card.id);
    toasts.add(
      error
        ? { tone: 'error', title: <FormattedMessage id="dashboard.marketing.nfc.deleteFailed" /> }
        : { tone: 'success', title: <FormattedMessage id="dashboard.marketing.nfc.deleted" /> },
    );
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.marketing.nfc.copied" /> });
    } catch {
      toasts.add({ tone: 'error', title: <FormattedMessage id="dashboard.marketing.nfc.copyFailed" /> });
    }
  }

  return (
    <>
      <NfcCardsView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        cards={cards.data ?? []}
        status={cards.error && !cards.data ? 'error' : cards.data ? 'ready' : 'loading'}
        error={cards.error instanceof ApiRequestError ? cards.error.error : null}
        onRetry={() => void cards.mutate()}
        canEdit={canEdit}
        chipLink={chipLink}
        onAdd={() => update({ dialog: ADD })}
        onEdit={(card) => update({ dialog: `${EDIT}${card.id}` })}
        onRetarget={(card) => update({ dialog: `${TARGET}${card.id}` })}
        onDelete={(card) => void remove(card)}
        onCopyLink={(link) => void copy(link)}
      />
      <NfcCardDialog
        isOpen={canEdit && (state.dialog === ADD || editing !== null)}
        card={editing}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onSubmit={save}
      />
      <NfcTargetDialog card={retargeting} onClose={close} onSubmit={retarget} />
    </>
  );
}
