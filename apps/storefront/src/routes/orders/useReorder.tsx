import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { sumFils, type CategoryListing, type Order } from '@dukkan/core';
import { addReorderToCart, allProducts, catalogueKeys, pick, planReorder, selectFetcher, type ReorderPlan } from '@dukkan/data';
import type { ReorderDialogProps, ReorderDialogState } from '@dukkan/screens';
import { useStorefrontServices } from '../../services.ts';
import { urls } from '../../urls.ts';

type State = { kind: 'closed' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; plan: ReorderPlan };

const readListing = pick<CategoryListing[]>('categories', { list: true });

/**
 * "Order again" (issue #16, docs/decisions/0047): re-reads the shop's products with the listing
 * call the app already makes (every category: the key `useAllProducts` caches, refreshed for
 * the other pages too), compares the order's lines with them, and lets the customer confirm
 * before anything is added. A failed read changes nothing; cancel changes nothing; a check
 * still running when the dialog closes is ignored.
 */
export function useReorder() {
  const { client, cart, config, pixel, toasts } = useStorefrontServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [order, setOrder] = useState<Order | null>(null);
  const [state, setState] = useState<State>({ kind: 'closed' });
  const attempt = useRef(0);

  async function check(target: Order) {
    const current = (attempt.current += 1);
    setState({ kind: 'loading' });
    const key = catalogueKeys.all(config.shopId);
    try {
      const categories = await selectFetcher(client, readListing)(key);
      if (attempt.current !== current) return;
      void mutate(key, categories, { revalidate: false });
      setState({ kind: 'ready', plan: planReorder(target.products, allProducts(categories)) });
    } catch {
      if (attempt.current === current) setState({ kind: 'error' });
    }
  }

  function close() {
    attempt.current += 1;
    setState({ kind: 'closed' });
  }

  function confirm() {
    if (state.kind !== 'ready' || !order || state.plan.available.length === 0) return;
    const { plan } = state;
    const steps = addReorderToCart(cart, plan);
    pixel.track('addToCart', {
      contentIds: plan.available.map((item) => item.product.id),
      numItems: steps,
      valueFils: sumFils(plan.available.map((item) => item.newFils)),
    });
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id="storefront.reorder.added.title" values={{ count: plan.available.length }} />,
      description: (
        <FormattedMessage
          id="storefront.reorder.added.description"
          values={{ missing: plan.unavailable.length, number: <bdi dir="ltr">{order.number}</bdi> }}
        />
      ),
    });
    close();
    void navigate(urls.cart());
  }

  const dialogState: ReorderDialogState = state;
  return {
    /** "Order again" on an order: opens the dialog and checks its products. */
    start: (target: Order) => {
      setOrder(target);
      void check(target);
    },
    /** The order being checked, while its check runs (for a busy button). */
    checkingId: state.kind === 'loading' ? (order?.id ?? null) : null,
    dialog: {
      state: dialogState,
      orderNumber: order?.number ?? '',
      onConfirm: confirm,
      onCancel: close,
      onRetry: () => {
        if (order) void check(order);
      },
    } satisfies ReorderDialogProps,
  };
}
