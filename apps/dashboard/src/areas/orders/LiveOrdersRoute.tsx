import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Order, OrderStatus } from '@dukkan/core';
import {
  ACKNOWLEDGED_STORAGE_KEY,
  ApiRequestError,
  keptAcknowledged,
  MUTED_STORAGE_KEY,
  nextStatuses,
  readAcknowledged,
  ringingOrders,
  setOrderStatus,
  useAreaNames,
  useLiveOrders,
} from '@dukkan/data';
import { LiveOrdersBoard } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { ordersUrls } from './urls.ts';

const NO_SHOP = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' } as const;

/**
 * /orders/live: the working shop's open orders, polled (decision 0046). Who acknowledged which
 * new order and whether the bell is muted are kept per device in the shell's storage.
 */
export function LiveOrdersRoute() {
  const { client, storage } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const live = useLiveOrders(shopId);
  const areaNames = useAreaNames(Boolean(shopId));
  const [muted, setMuted] = useState(() => storage.read(MUTED_STORAGE_KEY) === '1');
  const [acknowledged, setAcknowledged] = useState(() => readAcknowledged(storage.read(ACKNOWLEDGED_STORAGE_KEY)));
  const orders = live.data?.orders;

  const ringing = useMemo(() => (orders ? ringingOrders(orders, acknowledged) : []), [orders, acknowledged]);
  const canMove = can('orders:live');
  const movesOf = useCallback((order: Order) => (canMove ? nextStatuses(order) : []), [canMove]);

  // Forget acknowledgements of orders that are no longer new, so the stored list stays short.
  useEffect(() => {
    if (!orders) return;
    const kept = keptAcknowledged(acknowledged, orders);
    if (kept.length !== acknowledged.length) storage.write(ACKNOWLEDGED_STORAGE_KEY, JSON.stringify(kept));
  }, [orders, acknowledged, storage]);

  const acknowledge = useCallback(
    (ids: string[]) => {
      setAcknowledged((current) => {
        const next = [...new Set([...current, ...ids])];
        storage.write(ACKNOWLEDGED_STORAGE_KEY, JSON.stringify(next));
        return next;
      });
    },
    [storage],
  );

  const move = useCallback(
    async (order: Order, status: OrderStatus) => {
      if (!shopId) return NO_SHOP;
      const error = await setOrderStatus({ api: client.api, mutate, shop: shopId }, order.id, status);
      // A refusal may mean the order moved elsewhere (another device): show where it is now.
      if (error) void live.mutate();
      return error;
    },
    [client, mutate, shopId, live],
  );

  return (
    <LiveOrdersBoard
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      orders={orders ?? []}
      status={live.data ? 'ready' : live.error ? 'error' : 'loading'}
      error={live.error instanceof ApiRequestError ? live.error.error : null}
      onRetry={() => void live.mutate()}
      refreshFailed={Boolean(live.data && live.error)}
      ringing={ringing}
      onAcknowledge={acknowledge}
      muted={muted}
      onMutedChange={(next) => {
        setMuted(next);
        if (next) storage.write(MUTED_STORAGE_KEY, '1');
        else storage.remove(MUTED_STORAGE_KEY);
      }}
      movesOf={movesOf}
      onMove={move}
      orderHref={can('orders:view') ? ordersUrls.order : undefined}
      ticketHref={(id) => ordersUrls.ticket(id)}
      areaNames={areaNames.data}
    />
  );
}
