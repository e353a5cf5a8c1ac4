import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { snapshot } from 'valtio/vanilla';
import type { ApiError } from '@dukkan/core';
import {
  asBarcode,
  posEstimateFils,
  posLineFils,
  posLineGrams,
  productByBarcode,
  searchPosProducts,
  useVendorProducts,
  type PosLine,
} from '@dukkan/data';
import { PosView, type PosProduct, type PosScanResult, type PosTicketField, type PosTicketView } from '@dukkan/screens';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { ordersUrls } from '../orders/urls.ts';
import { posSessionOf } from './posSession.ts';

/** Tiles in the grid at once: a search narrows the rest (a scanner never needs the grid). */
const MAX_SHOWN = 60;

/**
 * /orders/pos: the point of sale. The shop's products are the catalogue's list (GET
 * /grocery/shop/products-list, the same SWR entry as the products page); the ticket is the
 * session's Valtio store; "Charge" is POST /pos/cart/store through the session's charger, which
 * places a sale once. The done step links to the order's receipt and kitchen ticket.
 */
export function PosRoute() {
  const services = useDashboardServices();
  const { client, dialogs } = services;
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const crumbs = useCrumbs();
  const intl = useIntl();
  const locale = intl.locale === 'ar' ? 'ar' : 'en';
  const { ticket, charger } = posSessionOf(services);
  const state = useSnapshot(ticket.state);
  const [query, setQuery] = useState('');
  const [charging, setCharging] = useState(false);
  const [chargeError, setChargeError] = useState<ApiError | null>(null);
  const products = useVendorProducts({ shopId, q: '', filters: {}, sort: 'name', locale });

  useEffect(() => {
    if (shopId) ticket.forShop(shopId);
  }, [shopId, ticket]);

  const found = useMemo(() => searchPosProducts(products.rows, query), [products.rows, query]);

  const view: PosTicketView = {
    lines: state.lines.map((line) => {
      const plain = line as PosLine;
      return {
        product: plain.product,
        count: plain.count,
        lineFils: posLineFils(plain),
        stepFils: posLineFils({ product: plain.product, count: 1 }),
        ...(plain.product.unit === 'kg' ? { grams: posLineGrams(plain) } : {}),
      };
    }),
    estimateFils: posEstimateFils(state.lines as PosLine[]),
    fulfilment: state.fulfilment,
    table: state.table,
    payment: state.payment,
    customerName: state.customerName,
    customerPhone: state.customerPhone,
    notes: state.notes,
  };

  function scan(text: string): PosScanResult {
    const product = productByBarcode(products.rows, text);
    if (!product) {
      const code = asBarcode(text);
      return code ? { kind: 'unknownBarcode', code } : { kind: 'notBarcode' };
    }
    if (!product.isAvailable) return { kind: 'unavailable', product };
    ticket.add(product);
    setChargeError(null);
    return { kind: 'added', product };
  }

  async function charge() {
    if (!shopId || charger.busy()) return;
    setCharging(true);
    setChargeError(null);
    const sale = snapshot(ticket.state);
    const result = await charger.charge({ client, mutate, shop: shopId }, { ...sale, lines: sale.lines as PosLine[] });
    setCharging(false);
    if (result.error) setChargeError(result.error);
    else ticket.placed(result.data);
  }

  async function clear() {
    const sure = await dialogs.confirm({ title: 'dashboard.pos.ticket.clear.title', message: 'dashboard.pos.ticket.clear.message' });
    if (sure) {
      ticket.clear();
      setChargeError(null);
    }
  }

  // The view's and the store's field types are the same unions; TypeScript cannot pair them by key.
  const setField = ticket.set as (field: PosTicketField, value: PosTicketView[PosTicketField]) => void;

  const receipt = state.receipt;
  return (
    <PosView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      query={query}
      onQueryChange={setQuery}
      products={found.slice(0, MAX_SHOWN) as PosProduct[]}
      matches={found.length}
      productsStatus={products.status}
      onRetryProducts={products.retry}
      onScan={scan}
      onAdd={(product) => {
        const full = products.rows.find((p) => p.id === product.id);
        if (full) ticket.add(full);
        setChargeError(null);
      }}
      ticket={view}
      onCountChange={(id, count) => ticket.setCount(id, count)}
      onRemove={(id) => ticket.remove(id)}
      onChange={(field, value) => setField(field, value)}
      onClear={() => void clear()}
      onCharge={() => void charge()}
      charging={charging}
      chargeError={chargeError}
      done={receipt}
      receiptHref={receipt ? ordersUrls.ticket(receipt.orderId, { kind: 'receipt' }) : undefined}
      kitchenTicketHref={receipt ? ordersUrls.ticket(receipt.orderId) : undefined}
      onNewSale={() => {
        ticket.clear();
        setQuery('');
        setChargeError(null);
      }}
    />
  );
}
