/**
 * Service requests against the mock API (msw/node): the whole way from a new request to done
 * (a price in fils sent as exact AED, an invoice raised), spam, a cancel with a reason that
 * cancels the open invoice, 409s that read the request again, and answers read without trust.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import { readOneInvoice, readServiceRequestDetail, readServiceRequests } from './read.ts';
import {
  approveRequest,
  cancelInvoice,
  cancelRequest,
  createInvoice,
  finishRequest,
  markRequestDone,
  markRequestSpam,
  replyToRequest,
  requestKeys,
  type RequestsContext,
} from './requests.ts';

useMockServer();

/** A signed-in context whose `mutate` also notes which keys each change reads again. */
async function context() {
  const { client, shop } = await signedInOwner();
  const cache = swrTestCache();
  const matchers: ((key: unknown) => boolean)[] = [];
  const mutate = ((key: unknown, ...rest: unknown[]) => {
    if (typeof key === 'function') matchers.push(key as (key: unknown) => boolean);
    return (cache.mutate as (...args: unknown[]) => Promise<unknown>)(key, ...rest);
  }) as RequestsContext['mutate'];
  const ctx: RequestsContext = { client, shop, mutate };
  /** Whether the last change read this key again. */
  const reread = (key: readonly unknown[]) => matchers.at(-1)?.(key) ?? false;
  return { ctx, reread, matchers };
}

const list = (ctx: RequestsContext, filter: Parameters<typeof requestKeys.list>[1] = 'all') =>
  selectFetcher(ctx.client, readServiceRequests)(requestKeys.list(ctx.shop, filter));
const detail = (ctx: RequestsContext, id: string) => selectFetcher(ctx.client, readServiceRequestDetail)(requestKeys.detail(ctx.shop, id));

describe('the requests list', () => {
  it('lists the shop’s requests newest first and filters by status on the server', async () => {
    const { ctx } = await context();
    const all = await list(ctx);
    expect(all).toHaveLength(25);
    const dates = all.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const fresh = await list(ctx, 'new');
    expect(fresh.length).toBe(5);
    expect(fresh.every((r) => r.status === 'new' && r.priceFils === undefined)).toBe(true);
    const priced = all.filter((r) => r.replyType === 'price');
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((r) => Number.isSafeInteger(r.priceFils) && r.priceFils! > 0)).toBe(true);
    expect(all.filter((r) => r.status === 'cancelled').every((r) => (r.cancelReason ?? '').length > 0)).toBe(true);
  });
});

describe('one request from new to done', () => {
  it('replies with a price, approves, invoices, finishes and closes it; the list follows', async () => {
    const { ctx, reread } = await context();
    const id = (await list(ctx, 'new'))[0]!.id;

    const replied = await replyToRequest(ctx, id, { replyType: 'price', priceFils: 123_405 });
    expect(replied.error).toBeNull();
    expect(replied.data).toMatchObject({ status: 'replied', replyType: 'price', priceFils: 123_405 });
    // The page's request and every list of the shop are read again; another request or shop is not.
    expect(reread(requestKeys.detail(ctx.shop, id))).toBe(true);
    expect(reread(requestKeys.list(ctx.shop, 'new'))).toBe(true);
    expect(reread(requestKeys.list(ctx.shop))).toBe(true);
    expect(reread(requestKeys.detail(ctx.shop, 'req-other'))).toBe(false);
    expect(reread(requestKeys.list('shop-other'))).toBe(false);

    // Replying again with a message takes the price away.
    const message = await replyToRequest(ctx, id, { replyType: 'message' });
    expect(message.data).toMatchObject({ status: 'replied', replyType: 'message' });
    expect(message.data!.priceFils).toBeUndefined();
    const price = await replyToRequest(ctx, id, { replyType: 'price', priceFils: 1 });
    expect(price.data!.priceFils).toBe(1);

    expect((await approveRequest(ctx, id)).data?.status).toBe('approved');

    const invoice = await createInvoice(ctx, id, {
      title: '  Fruit platter  ',
      description: '',
      amountFils: 45_010,
      paymentType: 'link',
    });
    expect(invoice.error).toBeNull();
    expect(invoice.data).toMatchObject({ request: id, title: 'Fruit platter', amountFils: 45_010, paymentType: 'link', status: 'open' });
    const fetched = await selectFetcher(ctx.client, readOneInvoice)(requestKeys.invoice(ctx.shop, invoice.data!.id));
    expect(fetched).toEqual(invoice.data);

    expect((await finishRequest(ctx, id)).data?.status).toBe('finished');
    const done = await markRequestDone(ctx, id);
    expect(done.data?.status).toBe('done');
    expect(done.data!.invoices.map((i) => i.id)).toContain(invoice.data!.id);

    // Closed: nothing more is accepted, and a new invoice is refused.
    const late = await createInvoice(ctx, id, { title: 'More', description: '', amountFils: 100, paymentType: 'cash' });
    expect(late.error?.status).toBe(409);
    expect((await list(ctx, 'done')).some((r) => r.id === id)).toBe(true);
    expect((await list(ctx, 'new')).some((r) => r.id === id)).toBe(false);
  });

  it('marks a new request as spam, after which approving it is a 409 that reads it again', async () => {
    const { ctx, reread, matchers } = await context();
    const id = (await list(ctx, 'new'))[1]!.id;
    expect((await markRequestSpam(ctx, id)).data?.status).toBe('spam');
    // Another person's page still shows it as new, and approves: refused, and read again.
    const before = matchers.length;
    const refused = await approveRequest(ctx, id);
    expect(refused.error).toMatchObject({ status: 409, code: 'invalid_transition' });
    expect(matchers.length).toBe(before + 1);
    expect(reread(requestKeys.detail(ctx.shop, id))).toBe(true);
    expect((await detail(ctx, id)).status).toBe('spam');
    // A refusal that is not a conflict (a bad reason) reads nothing again.
    const count = matchers.length;
    expect((await cancelRequest(ctx, (await list(ctx, 'new'))[0]!.id, ' ')).error?.status).toBe(422);
    expect(matchers.length).toBe(count);
  });
});

describe('cancelling', () => {
  it('cancels an approved request with its reason and its open invoice with it; a cancelled invoice cannot be cancelled again', async () => {
    const { ctx } = await context();
    const id = (await list(ctx, 'approved'))[0]!.id;
    const raised = await createInvoice(ctx, id, { title: 'Deposit', description: 'Half now', amountFils: 50_000, paymentType: 'card' });
    expect(raised.data?.status).toBe('open');

    const cancelled = await cancelRequest(ctx, id, '  Customer changed the date  ');
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancelReason: 'Customer changed the date' });
    expect(cancelled.data!.invoices.find((i) => i.id === raised.data!.id)?.status).toBe('cancelled');
    expect(cancelled.data!.invoices.some((i) => i.status === 'open')).toBe(false);

    const again = await cancelInvoice(ctx, id, raised.data!.id);
    expect(again.error).toMatchObject({ status: 409, code: 'invoice_closed' });
    expect((await cancelRequest(ctx, id, 'again')).error?.status).toBe(409);
  });

  it('cancels one open invoice while the request goes on', async () => {
    const { ctx } = await context();
    const id = (await list(ctx, 'replied'))[0]!.id;
    const raised = await createInvoice(ctx, id, { title: 'Platter', description: '', amountFils: 9_999, paymentType: 'cash' });
    const gone = await cancelInvoice(ctx, id, raised.data!.id);
    expect(gone.data).toMatchObject({ id: raised.data!.id, status: 'cancelled', amountFils: 9_999 });
    expect((await detail(ctx, id)).status).toBe('replied');
  });

  it('refuses a cancel without a reason and a reply without a price', async () => {
    const { ctx } = await context();
    const id = (await list(ctx, 'new'))[0]!.id;
    expect((await cancelRequest(ctx, id, '   ')).error?.status).toBe(422);
    expect((await replyToRequest(ctx, id, { replyType: 'price', priceFils: 0 })).error?.status).toBe(422);
    expect((await detail(ctx, id)).status).toBe('new');
  });
});

describe('reading answers', () => {
  it('drops rows without an id or with an unknown status, keeps prices exact and sorts newest first', () => {
    const rows = readServiceRequests({
      requests: [
        { id: 'a', status: 'replied', replyType: 'price', price: 0.1 + 0.2, customerName: 'A', createdAt: '2026-01-01T00:00:00Z' },
        { id: 'b', status: 'archived', createdAt: '2026-01-03T00:00:00Z' },
        { status: 'new' },
        { id: 'c', status: 'new', price: 10, createdAt: '2026-01-02T00:00:00Z' },
        'junk',
      ],
    });
    expect(rows.map((r) => r.id)).toEqual(['c', 'a']);
    expect(rows[1]!.priceFils).toBe(30);
    expect(rows[0]!.priceFils).toBeUndefined();
    expect(() => readServiceRequests({ nope: true })).toThrow();
  });

  it('refuses a request or an invoice that is not one', () => {
    expect(() => readServiceRequestDetail({ id: 'x', status: 'maybe' })).toThrow();
    expect(() => readOneInvoice({ id: 'i', amount: 'lots', paymentType: 'cash', status: 'open' })).toThrow();
    const detailRead = readServiceRequestDetail({
      request: { id: 'x', status: 'approved', invoices: [{ id: 'i', amount: '12.345', paymentType: 'cash', status: 'open' }, { id: 'j' }] },
    });
    expect(detailRead.invoices).toEqual([expect.objectContaining({ id: 'i', amountFils: 1235 })]);
  });
});
