/**
 * Saved cards (payment sources, customer spec §7: `GET sources {light}`, `DELETE delete-card
 * {source}`). Both answer `{sources}`; the reader keeps only well-formed entries, so a
 * malformed row never reaches a screen.
 */
import useSWR from 'swr';
import { isRecord, own, type Api, type ApiError, type PaymentSource } from '@dukkan/core';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { selectFetcher } from '../swr/select.ts';
import { walletKeys } from '../wallet/keys.ts';

const BRANDS: readonly PaymentSource['brand'][] = ['visa', 'mastercard', 'amex'];

function readSource(value: unknown): PaymentSource | null {
  if (!isRecord(value)) return null;
  const id = own(value, 'id');
  const brand = BRANDS.find((b) => b === own(value, 'brand'));
  const last4 = own(value, 'last4');
  const expiry = own(value, 'expiry');
  if (typeof id !== 'string' || id === '' || !brand || typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return null;
  // A light answer has no expiry; screens show it only when there is one.
  return { id, brand, last4, expiry: typeof expiry === 'string' && /^\d{2}\/\d{2}$/.test(expiry) ? expiry : '' };
}

/** The saved cards of a `{sources}` answer; anything malformed is left out. */
export function readPaymentSources(data: unknown): PaymentSource[] {
  const list = isRecord(data) ? own(data, 'sources') : undefined;
  if (!Array.isArray(list)) return [];
  return list.map(readSource).filter((s): s is PaymentSource => s !== null);
}

/** The full saved cards (with expiry: `light: false`) for the payment dialog and /account/payment-methods. */
export const savedCardsKey = () => walletKeys.paymentSources(false);

export function useSavedCards(enabled: boolean) {
  const client = useApiClient();
  return useSWR<PaymentSource[]>(enabled ? savedCardsKey() : null, selectFetcher(client, readPaymentSources));
}

export type DeletePaymentSourceResult = { ok: true; sources: PaymentSource[] } | { ok: false; error: ApiError };

/** Deletes a saved card; on success, the cards left (put them in the `savedCardsKey()` cache). */
export async function deletePaymentSource({
  api,
  source,
}: {
  api: Pick<Api, 'paymentDeleteCard'>;
  source: Pick<PaymentSource, 'id'>;
}): Promise<DeletePaymentSourceResult> {
  const result = await api.paymentDeleteCard({ body: { source: source.id } });
  if (result.error) return { ok: false, error: result.error };
  return { ok: true, sources: readPaymentSources(result.data) };
}
