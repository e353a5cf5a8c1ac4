import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { billFils, type Order, type PaymentSource } from '@dukkan/core';
import { cartKeys, deletePaymentSource, payForOrder, savedCardsKey, UNSAFE_REDIRECT_CODE, useSavedCards } from '@dukkan/data';
import type { CardPaymentError, CardPaymentInput } from '@dukkan/screens';

import { urls } from '../../urls.ts';
import { useStorefrontServices } from '../../services.ts';

/**
 * Paying an order by card through the configured payment adapter (customer spec §7
 * "Payment"): saved cards, delete card (confirmed), pay with the paymentInfo and purchase
 * pixel events. A second pay while one runs gets the same promise (payForOrder's guard).
 */
export function useCardPayment(order: Order | undefined) {
  const { client, payments, dialogs, pixel } = useStorefrontServices();
  const { mutate } = useSWRConfig();
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<CardPaymentError | null>(null);
  const [pending, setPending] = useState(false);
  const [deletingCardId, setDeletingCardId] = useState<string | null>(null);
  const cards = useSavedCards(isOpen);
  const amountFils = billFils(order?.bill, 'total_amount');

  async function pay(input: CardPaymentInput) {
    if (!order) return;
    setError(null);
    setPending(true);
    pixel.track('paymentInfo', { contentIds: [order.id], valueFils: amountFils });
    const origin = window.location.origin;
    const result = await payForOrder({
      api: client.api,
      provider: payments,
      order,
      amountFils,
      method: input.kind === 'new' ? { kind: 'new', card: input.card } : { kind: 'saved', sourceId: input.sourceId, cvc: input.cvc },
      useWallet: order.useWallet,
      saveCard: input.kind === 'new' && input.saveCard,
      redirects: { success: `${origin}${urls.order(order.id)}`, failure: `${origin}${urls.order(order.id)}?payment=failed` },
      // A 3-D Secure redirect is followed only to the provider's origins or back to the shop (0082).
      appOrigin: origin,
    });
    setPending(false);
    switch (result.status) {
      case 'paid':
        pixel.track('purchase', {
          contentIds: order.products.map((p) => p.shopProduct),
          numItems: order.products.length,
          valueFils: amountFils,
        });
        setOpen(false);
        await mutate(cartKeys.order(order.id));
        return;
      case 'requires_action':
        window.location.assign(result.redirectUrl);
        return;
      case 'card_invalid':
        setError(result.reason);
        return;
      case 'declined':
        setError('declined');
        return;
      case 'failed':
        // The customer sees the translated failure; the detail (a refused redirect, the API's
        // own words) goes to the console for support, never to the page.
        if (result.error.code === UNSAFE_REDIRECT_CODE) console.error('[dukkan] payment:', result.error.message);
        setError('failed');
    }
  }

  async function deleteCard(card: PaymentSource) {
    const confirmed = await dialogs.confirm({
      title: 'storefront.payment.deleteCard.title',
      message: 'storefront.payment.deleteCard.message',
      values: { last4: card.last4 },
    });
    if (!confirmed) return;
    setDeletingCardId(card.id);
    const result = await deletePaymentSource({ api: client.api, source: card });
    setDeletingCardId(null);
    if (result.ok) await mutate(savedCardsKey(), result.sources, { revalidate: false });
    else await dialogs.alert({ title: 'use_cart_alert_error', message: 'storefront.payment.deleteCard.failed' });
  }

  return {
    open: () => {
      setError(null);
      setOpen(true);
    },
    dialog: {
      isOpen,
      amountFils,
      savedCards: cards.data ?? [],
      onPay: pay,
      isPending: pending,
      error,
      onCancel: () => setOpen(false),
      onDeleteCard: (card: PaymentSource) => void deleteCard(card),
      deletingCardId,
    },
  };
}
