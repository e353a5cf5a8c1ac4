import { useState } from 'react';
import type { PaymentSource } from '@dukkan/core';
import { deletePaymentSource, useSavedCards } from '@dukkan/data';
import { PaymentMethodsView } from '@dukkan/screens';
import { useStorefrontServices } from '../../services.ts';

/** `/account/payment-methods` (login required): saved cards, each removable after a confirm. */
export function PaymentMethodsRoute() {
  const { client, dialogs } = useStorefrontServices();
  const { data, error, isLoading, mutate } = useSavedCards(true);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  async function remove(card: PaymentSource) {
    const confirmed = await dialogs.confirm({
      title: 'storefront.payment.deleteCard.title',
      message: 'storefront.payment.deleteCard.message',
      values: { last4: card.last4 },
    });
    if (!confirmed) return;
    setDeletingId(card.id);
    const result = await deletePaymentSource({ api: client.api, source: card });
    setDeletingId(null);
    if (result.ok) await mutate(result.sources, { revalidate: false });
    else await dialogs.alert({ title: 'use_cart_alert_error', message: 'storefront.payment.deleteCard.failed' });
  }
  return (
    <PaymentMethodsView
      sources={data}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      onDelete={(card) => void remove(card)}
      deletingId={deletingId}
    />
  );
}
