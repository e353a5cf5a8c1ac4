/** POST site/{id}/increment-visit-count: the storefront counts a visit of shop `id`. Answer: {count}. */
import { db } from '../../db/database.ts';
import { ok, route } from '../../http.ts';
import { buildScenarios } from './scenarios.ts';
import { findShop } from './shop.ts';

const handlers = [
  route('siteIncrementVisitCount', ({ params }) => {
    const shop = findShop(params.id ?? '');
    const { tables, touch } = db();
    let row = tables.visits.find((v) => v.shop === shop.id);
    if (!row) {
      row = { shop: shop.id, count: 0 };
      tables.visits.push(row);
    }
    row.count += 1;
    touch();
    return ok({ count: row.count });
  }),
];

export const statisticsScenarios = buildScenarios({ domain: 'statistics', handlers });
