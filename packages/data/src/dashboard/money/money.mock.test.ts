/**
 * The money data layer against the mock API (msw/node): the ledger's filter and totals, the CSV of
 * a range adding up to the same totals, the delivery wallets, and a withdrawal that is refused
 * over the balance before anything is sent, sent once for a double click, and shows in the
 * driver's wallet and the ledger.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, createMemoryStorage, createTokenManager, type ApiClient } from '@dukkan/core';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { demoAccounts } from '../../../../../mocks/src/config.ts';
import { selectFetcher } from '../../swr/select.ts';
import { readWalletBalance, readWalletPage } from '../../wallet/readWallet.ts';
import { buildTransactionsCsv, type TransactionsCsvLabels } from './csv.ts';
import { moneyKeys } from './keys.ts';
import { withdrawFromDriver } from './mutations.ts';
import { readDeliveryWallet, readDriverWallet, readTransactions } from './read.ts';

const server = useMockServer();

function newClient(): ApiClient {
  return createApiClient({
    baseUrl: 'http://api.test',
    appId: 'dukkan-dashboard',
    tokens: createTokenManager({ storage: createMemoryStorage() }),
    retryDelayMs: 0,
  });
}

async function owner(): Promise<{ client: ApiClient; shop: string }> {
  const client = newClient();
  const { userName, password } = demoAccounts.seller;
  const result = await client.api.entranceLogin({ body: { rememberMe: false, method: 'userName', userName, password } as never });
  if (result.error) throw new Error(result.error.message);
  client.tokens.startSession({ token: result.data.token, refreshToken: result.data.refreshToken });
  return { client, shop: String(result.data.user.shop) };
}

const labels: TransactionsCsvLabels = {
  date: 'Date',
  time: 'Time',
  operation: 'Operation',
  reference: 'Reference',
  order: 'Order',
  credit: 'In',
  debit: 'Out',
  total: 'Total',
  net: 'Net',
  operationName: (op) => op,
};

/** A mutate that only records which keys it was asked to reload. */
function recorder() {
  const keys: unknown[] = [];
  const mutate = (async (key: unknown) => {
    keys.push(key);
    return undefined;
  }) as never;
  return { keys, mutate };
}

describe('the ledger against the mock API', () => {
  it('filters by range and operation, with totals that match the server and the CSV', async () => {
    const { client, shop } = await owner();
    const read = selectFetcher(client, readTransactions);
    const october = await read(moneyKeys.transactions(shop, '2026-10-01', '2026-10-31', undefined));
    expect(october.rows.length).toBeGreaterThan(10);
    expect(october.rows.every((t) => t.createdAt >= '2026-09-30T20:00:00.000Z' && t.createdAt < '2026-10-31T20:00:00.000Z')).toBe(true);
    const raw = await client.call('transactionDetails', { query: { shopId: shop, fromDate: '2026-10-01', toDate: '2026-10-31' } });
    const summary = (raw.data as { summary: { credit: number; debit: number; net: number; count: number } }).summary;
    expect([october.totals.creditFils, october.totals.debitFils, october.totals.netFils, october.totals.count]).toEqual([
      Math.round(summary.credit * 100),
      Math.round(summary.debit * 100),
      Math.round(summary.net * 100),
      summary.count,
    ]);
    const csvTotals = buildTransactionsCsv(october.rows, labels).trimEnd().split('\r\n').slice(-2);
    expect(csvTotals).toEqual([
      `"Total","","","","",${(october.totals.creditFils / 100).toFixed(2)},${(october.totals.debitFils / 100).toFixed(2)}`,
      `"Net","","","","",${(october.totals.netFils / 100).toFixed(2)},`,
    ]);
    const refunds = await read(moneyKeys.transactions(shop, '2026-08-01', '2026-11-01', 'refund'));
    expect(refunds.rows.length).toBeGreaterThan(0);
    expect(refunds.rows.every((t) => t.operation === 'refund' && t.direction === 'debit')).toBe(true);
    expect(refunds.totals.creditFils).toBe(0);
  });

  it("reads the account's own wallet and its history", async () => {
    const { client } = await owner();
    const wallet = await selectFetcher(client, readWalletBalance)(moneyKeys.shopWallet());
    expect(Number.isSafeInteger(wallet.balanceFils)).toBe(true);
    const page = await selectFetcher(client, readWalletPage)(moneyKeys.shopWalletTransactions(1, 10));
    expect(page.limit).toBe(10);
  });
});

describe('driver wallets and withdrawals against the mock API', () => {
  it('lists what each driver holds, and one driver in detail', async () => {
    const { client, shop } = await owner();
    const wallet = await selectFetcher(client, readDeliveryWallet)(moneyKeys.deliveryWallet(shop));
    expect(wallet.drivers.length).toBeGreaterThan(0);
    expect(wallet.balanceFils).toBe(wallet.drivers.reduce((sum, d) => sum + d.balanceFils, 0));
    const holder = wallet.drivers.find((d) => d.balanceFils > 100)!;
    const detail = await selectFetcher(client, readDriverWallet)(moneyKeys.driverWallet(shop, holder.walletId));
    expect(detail.balanceFils).toBe(holder.balanceFils);
    expect(detail.collectedFils - detail.withdrawnFils).toBe(detail.balanceFils);
  });

  it('refuses an amount over the balance, or nothing, without sending it', async () => {
    const { client, shop } = await owner();
    const wallet = await selectFetcher(client, readDeliveryWallet)(moneyKeys.deliveryWallet(shop));
    const holder = wallet.drivers.find((d) => d.balanceFils > 100)!;
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('make-withdraw-balance')) sent += 1;
    });
    const { mutate } = recorder();
    const draft = {
      cc: wallet.cc,
      driver: holder.driver,
      walletId: holder.walletId,
      balanceFils: holder.balanceFils,
      idempotencyKey: 'k-over',
    };
    const over = await withdrawFromDriver({ api: client.api, mutate, shop }, { ...draft, amountFils: holder.balanceFils + 1 });
    expect(over.error?.code).toBe('over_balance');
    const zero = await withdrawFromDriver({ api: client.api, mutate, shop }, { ...draft, amountFils: 0 });
    expect(zero.error?.code).toBe('not_positive');
    expect(sent).toBe(0);
    server.events.removeAllListeners();
  });

  it('withdraws once for a double click, then the wallets and the ledger reload', async () => {
    const { client, shop } = await owner();
    const wallet = await selectFetcher(client, readDeliveryWallet)(moneyKeys.deliveryWallet(shop));
    const holder = wallet.drivers.find((d) => d.balanceFils > 100)!;
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('make-withdraw-balance')) sent += 1;
    });
    const { keys, mutate } = recorder();
    const draft = {
      cc: wallet.cc,
      driver: holder.driver,
      walletId: holder.walletId,
      balanceFils: holder.balanceFils,
      amountFils: 100,
      idempotencyKey: 'k-double',
    };
    const [first, second] = await Promise.all([
      withdrawFromDriver({ api: client.api, mutate, shop }, draft),
      withdrawFromDriver({ api: client.api, mutate, shop }, draft),
    ]);
    server.events.removeAllListeners();
    expect(sent).toBe(1);
    expect(first.data?.balanceFils).toBe(holder.balanceFils - 100);
    expect(second.error?.code).toBe('in_flight');
    expect(keys).toContainEqual(moneyKeys.deliveryWallet(shop));
    expect(keys).toContainEqual(moneyKeys.driverWallet(shop, holder.walletId));
    const matcher = keys.find((k) => typeof k === 'function') as (key: unknown) => boolean;
    expect(matcher(moneyKeys.transactions(shop, '2026-10-01', '2026-10-31', undefined))).toBe(true);
    expect(matcher(moneyKeys.deliveryWallet(shop))).toBe(false);

    const detail = await selectFetcher(client, readDriverWallet)(moneyKeys.driverWallet(shop, holder.walletId));
    expect(detail.balanceFils).toBe(holder.balanceFils - 100);
    expect(detail.withdrawals[0]?.amountFils).toBe(100);
  });

  it('a retry of a withdrawal whose answer was lost sends the same Idempotency-Key and withdraws once', async () => {
    const { client, shop } = await owner();
    const wallet = await selectFetcher(client, readDeliveryWallet)(moneyKeys.deliveryWallet(shop));
    const holder = wallet.drivers.find((d) => d.balanceFils > 300)!;
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('make-withdraw-balance')) keys.push(request.headers.get('idempotency-key'));
    });
    const { mutate } = recorder();
    const draft = {
      cc: wallet.cc,
      driver: holder.driver,
      walletId: holder.walletId,
      balanceFils: holder.balanceFils,
      amountFils: 100,
      idempotencyKey: 'withdraw-test-1',
    };
    // The first attempt went through but its answer never arrived: the screen sends it again.
    const first = await withdrawFromDriver({ api: client.api, mutate, shop }, draft);
    const retry = await withdrawFromDriver({ api: client.api, mutate, shop }, draft);
    server.events.removeAllListeners();
    expect(keys).toEqual(['withdraw-test-1', 'withdraw-test-1']);
    expect(first.data?.balanceFils).toBe(holder.balanceFils - 100);
    expect(retry.data?.balanceFils).toBe(holder.balanceFils - 100);
    const detail = await selectFetcher(client, readDriverWallet)(moneyKeys.driverWallet(shop, holder.walletId));
    expect(detail.balanceFils).toBe(holder.balanceFils - 100);
  });

  it('shows the server refusal when the balance changed meanwhile', async () => {
    const { client, shop } = await owner();
    const wallet = await selectFetcher(client, readDeliveryWallet)(moneyKeys.deliveryWallet(shop));
    const holder = wallet.drivers.find((d) => d.balanceFils > 100)!;
    const { mutate } = recorder();
    // The screen believes the driver holds more than they do (another device withdrew meanwhile).
    const result = await withdrawFromDriver(
      { api: client.api, mutate, shop },
      {
        cc: wallet.cc,
        driver: holder.driver,
        walletId: holder.walletId,
        balanceFils: holder.balanceFils + 500,
        amountFils: holder.balanceFils + 1,
        idempotencyKey: 'k-changed',
      },
    );
    expect(result.error?.code).toBe('insufficient_balance');
  });
});
