/**
 * The signed-in user's wallet (customer spec §2 /wallet): balance, history and one entry.
 * A user without a wallet row has an empty one; it is created on the first credit.
 *
 * Answers: get -> {wallet}; transactions -> {items, page, limit, total}; details -> {transaction}.
 */
import type { Wallet } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, route } from '../../http.ts';
import { requireUser } from '../../session.ts';
import { toWireWallet, toWireWalletEntry } from './records.ts';
import { buildScenarios } from './scenarios.ts';
import { newestFirst, notFound, paginate, queryFields, readId } from './support.ts';

function walletOf(userId: string): Wallet {
  const row = db().tables.wallets.find((w) => w.user === userId);
  return row ? toWireWallet(row) : { id: `wal-${userId}`, balance: 0, currency: 'AED' };
}

const handlers = [
  route('walletGet', ({ request }) => ok({ wallet: walletOf(requireUser(request).id) })),

  route('walletTransactions', ({ request, query }) => {
    const user = requireUser(request);
    const own = db().tables.walletEntries.filter((e) => e.user === user.id);
    return ok(paginate(newestFirst(own, (e) => e.createdAt).map(toWireWalletEntry), queryFields(query), { defaultLimit: 20 }));
  }),

  route('walletTransactionDetails', ({ request, query }) => {
    const user = requireUser(request);
    const id = readId(queryFields(query));
    const entry = db().tables.walletEntries.find((e) => e.id === id && e.user === user.id);
    if (!entry) throw notFound('Transaction not found');
    return ok({ transaction: toWireWalletEntry(entry) });
  }),
];

export const walletScenarios = buildScenarios({
  domain: 'wallet',
  handlers,
  empty: [
    route('walletGet', ({ request }) => ok({ wallet: { ...walletOf(requireUser(request).id), balance: 0 } })),
    route('walletTransactions', ({ query }) => ok(paginate([], queryFields(query), { defaultLimit: 20 }))),
  ],
});
