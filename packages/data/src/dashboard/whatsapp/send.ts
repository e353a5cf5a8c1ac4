/**
 * Sending one template to many customers (decision 0069): one call per recipient, a few at a
 * time, each recipient's row going pending → sending → sent or failed (with the refusal). A
 * failure stops no other recipient. "Retry failed" runs the same rows again: only the failed
 * ones are sent, a sent row is never sent again, and each row keeps its idempotency key so a
 * retry after a lost answer is recognised by the server instead of delivered twice.
 */
import type { ApiError } from '@dukkan/core';

export type WhatsappSendStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface WhatsappRecipient {
  /** The customer's id. */
  id: string;
  name: string;
  /** International, `+971501234567`. */
  phone: string;
}

export interface WhatsappSendRow extends WhatsappRecipient {
  status: WhatsappSendStatus;
  /** Why the last attempt failed. */
  error?: ApiError;
  /** Kept for every attempt to this recipient in this send. */
  key: string;
}

/** Three at a time: quick for a page of customers, gentle on the provider's rate limit. */
export const WHATSAPP_SEND_CONCURRENCY = 3;

function randomKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The rows of a new send: one per phone number (two customers sharing a number get one message). */
export function whatsappSendRows(recipients: readonly WhatsappRecipient[], newKey: () => string = randomKey): WhatsappSendRow[] {
  const seen = new Set<string>();
  return recipients.flatMap((r) => {
    const phone = r.phone.replace(/[^\d+]/g, '');
    if (seen.has(phone)) return [];
    seen.add(phone);
    return [{ ...r, phone, status: 'pending' as const, key: newKey() }];
  });
}

export interface WhatsappSendSummary {
  total: number;
  sent: number;
  failed: number;
  /** Pending or sending. */
  waiting: number;
}

export function whatsappSendSummary(rows: readonly WhatsappSendRow[]): WhatsappSendSummary {
  const count = (status: WhatsappSendStatus) => rows.filter((r) => r.status === status).length;
  return { total: rows.length, sent: count('sent'), failed: count('failed'), waiting: count('pending') + count('sending') };
}

/**
 * Sends every row that is pending or failed, `concurrency` at a time, and reports each change
 * through `onChange` (with the whole new list). Rows already sent are left alone. Resolves with
 * the final rows when every attempt has answered.
 */
export async function runWhatsappSends(
  rows: readonly WhatsappSendRow[],
  send: (row: WhatsappSendRow) => Promise<ApiError | null>,
  onChange: (rows: WhatsappSendRow[]) => void,
  concurrency = WHATSAPP_SEND_CONCURRENCY,
): Promise<WhatsappSendRow[]> {
  let current = rows.map((r) => (r.status === 'sent' ? r : { ...r, status: 'pending' as const }));
  const queue = current.filter((r) => r.status === 'pending').map((r) => r.key);
  const patch = (key: string, change: Partial<WhatsappSendRow>) => {
    current = current.map((r) => {
      if (r.key !== key) return r;
      const next: WhatsappSendRow = { ...r, ...change };
      if (change.status !== 'failed') delete next.error;
      return next;
    });
    onChange(current);
  };
  onChange(current);
  async function worker() {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const row = current.find((r) => r.key === key);
      if (!row) continue;
      patch(key, { status: 'sending' });
      let error: ApiError | null;
      try {
        error = await send(row);
      } catch (thrown) {
        error = { kind: 'network', status: 0, message: thrown instanceof Error ? thrown.message : 'Failed to send' };
      }
      patch(key, error ? { status: 'failed', error } : { status: 'sent' });
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
  return current;
}
