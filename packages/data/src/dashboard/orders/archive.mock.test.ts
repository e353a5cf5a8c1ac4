/**
 * The order archive against the mock API (decision 0070): finished orders only, a page at a time,
 * and a URL that cannot send the server anything it did not mean.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner } from '../shared/staffSession.testing.ts';
import { ARCHIVE_PAGE_SIZE, archiveKey, archiveRange, readArchiveFilter, type ArchiveFilter } from './archive.ts';
import { readOrdersPage } from './read.ts';

useMockServer();

const ALL: ArchiveFilter = { q: '', status: null, from: null, to: null };

describe('the archive filter from the URL', () => {
  it('keeps a final status and real days, and drops the rest', () => {
    expect(readArchiveFilter('  DK-1 ', { status: 'cancelled', from: '2026-08-01', to: '2026-08-31' })).toEqual({
      q: 'DK-1',
      status: 'cancelled',
      from: '2026-08-01',
      to: '2026-08-31',
    });
    expect(readArchiveFilter('', { status: 'pending', from: '2026-02-30', to: '<script>' })).toEqual(ALL);
    expect(readArchiveFilter('x'.repeat(200), {}).q).toHaveLength(60);
  });

  it('does not send a backwards range', () => {
    expect(archiveRange({ ...ALL, from: '2026-08-09', to: '2026-08-01' })).toEqual({});
    expect(archiveRange({ ...ALL, from: '2026-08-01' })).toEqual({ from: '2026-08-01' });
  });
});

describe('the archive against the mock API', () => {
  const page = async (filter: ArchiveFilter, n = 1) => {
    const { client, shop } = await signedInOwner();
    return selectFetcher(client, readOrdersPage)(archiveKey(shop, filter, n));
  };

  it('lists finished orders only, newest first, a page at a time', async () => {
    const first = await page(ALL);
    expect(first.items).toHaveLength(ARCHIVE_PAGE_SIZE);
    expect(first.total).toBeGreaterThan(ARCHIVE_PAGE_SIZE);
    expect(first.items.every((o) => ['delivered', 'picked_up', 'cancelled'].includes(o.status))).toBe(true);
    const times = first.items.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const second = await page(ALL, 2);
    expect(second.items.some((o) => first.items.some((f) => f.id === o.id))).toBe(false);
  });

  it('filters by status and finds an order by its number or by phone digits typed in Arabic', async () => {
    const cancelled = await page({ ...ALL, status: 'cancelled' });
    expect(cancelled.total).toBeGreaterThan(0);
    expect(cancelled.items.every((o) => o.status === 'cancelled')).toBe(true);
    const one = cancelled.items[0]!;
    expect((await page({ ...ALL, q: one.number })).items.map((o) => o.id)).toEqual([one.id]);
    const arabic = (one.customerPhone ?? '').slice(-7).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await page({ ...ALL, q: arabic })).items.map((o) => o.id)).toContain(one.id);
  });
});
