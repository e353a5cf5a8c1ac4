/**
 * GET cart/list (this project's path for the customer's order list): the signed-in
 * customer's orders, newest first. Answer: {items, page, limit, total}.
 */
import { db } from '../../db/database.ts';
import { ok, route } from '../../http.ts';
import { requireUser } from '../../session.ts';
import { buildScenarios } from './scenarios.ts';
import { newestFirst, paginate, queryFields } from './support.ts';

const handlers = [
  route('groceryCartList', ({ request, query }) => {
    const user = requireUser(request);
    const own = db().tables.orders.filter((o) => o.customer === user.id);
    return ok(
      paginate(
        newestFirst(own, (o) => o.createdAt),
        queryFields(query),
      ),
    );
  }),
];

export const ordersScenarios = buildScenarios({
  domain: 'orders',
  handlers,
  empty: [route('groceryCartList', ({ query }) => ok(paginate([], queryFields(query))))],
});
