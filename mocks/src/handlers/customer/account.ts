/**
 * Account calls: the push-notification device token and account deletion (customer spec §7
 * "Account"). Deleting signs the user out everywhere and removes their saved addresses and
 * cards; their orders stay with the shop, as receipts must.
 */
import { db } from '../../db/database.ts';
import { ok, read, route } from '../../http.ts';
import { requireUser } from '../../session.ts';
import { buildScenarios } from './scenarios.ts';

/** A user keeps the tokens of their last few devices; older ones are dropped. */
const MAX_DEVICE_TOKENS = 10;

const handlers = [
  route('accountToken', ({ request, body }) => {
    const user = requireUser(request);
    const token = read.string(body, 'token', { max: 4096 });
    user.deviceTokens = [...user.deviceTokens.filter((t) => t !== token), token].slice(-MAX_DEVICE_TOKENS);
    db().touch();
    return ok({ success: true });
  }),

  route('accountDelete', ({ request }) => {
    const user = requireUser(request);
    const { tables, touch } = db();
    user.deleted = true;
    user.deviceTokens = [];
    for (const session of tables.sessions) if (session.userId === user.id) session.revoked = true;
    tables.addresses = tables.addresses.filter((a) => a.user !== user.id);
    tables.paymentSources = tables.paymentSources.filter((s) => s.user !== user.id);
    touch();
    return ok({ success: true });
  }),
];

export const accountScenarios = buildScenarios({ domain: 'account', handlers });
