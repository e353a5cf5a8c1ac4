import { describe, expect, it } from 'vitest';
import type { ApiError } from '@dukkan/core';
import { runWhatsappSends, whatsappSendRows, type WhatsappSendRow } from './send.ts';

const recipients = Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, name: `C${i}`, phone: `+97150000000${i}` }));
let serial = 0;
const keys = () => `k${(serial += 1)}`;

describe('runWhatsappSends', () => {
  it('keeps at most `concurrency` calls in flight and answers every row', async () => {
    let inFlight = 0;
    let most = 0;
    const result = await runWhatsappSends(
      whatsappSendRows(recipients, keys),
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return null;
      },
      () => undefined,
      3,
    );
    expect(most).toBe(3);
    expect(result.every((r) => r.status === 'sent' && !r.error)).toBe(true);
  });

  it('a failure or a thrown error stops no other row; the retry keeps the keys and skips sent rows', async () => {
    const refused: ApiError = { kind: 'http', status: 422, message: 'no', code: 'not_on_whatsapp' };
    const rows = whatsappSendRows(recipients.slice(0, 3), keys);
    const first = await runWhatsappSends(
      rows,
      async (row) => {
        if (row.id === 'c0') throw new Error('socket closed');
        return row.id === 'c1' ? refused : null;
      },
      () => undefined,
    );
    expect(first.map((r) => r.status)).toEqual(['failed', 'failed', 'sent']);
    expect(first[0]!.error?.kind).toBe('network');
    expect(first[1]!.error).toBe(refused);
    const tried: WhatsappSendRow[] = [];
    const second = await runWhatsappSends(
      first,
      async (row) => {
        tried.push(row);
        return null;
      },
      () => undefined,
    );
    expect(tried.map((r) => r.id).sort()).toEqual(['c0', 'c1']);
    expect(tried.map((r) => r.key)).toEqual(expect.arrayContaining([rows[0]!.key, rows[1]!.key]));
    expect(second.every((r) => r.status === 'sent' && r.error === undefined)).toBe(true);
  });

  it('reports each step: pending, sending, then the answer', async () => {
    const steps: string[] = [];
    await runWhatsappSends(
      whatsappSendRows(recipients.slice(0, 1), keys),
      async () => null,
      (rows) => steps.push(rows[0]!.status),
    );
    expect(steps).toEqual(['pending', 'sending', 'sent']);
  });
});
