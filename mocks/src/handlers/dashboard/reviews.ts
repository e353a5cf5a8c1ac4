/**
 * Reviews (vendor spec §3 "Review subject", "Review template", "Review settings", §7
 * "Reviews"): subjects in reviews.subjects.ts, templates and settings in
 * reviews.templates.ts; here the create screen's data and the statistics.
 */
import type { EndpointName } from '@dukkan/core';
import { ok } from '../../http.ts';
import { ownOrders } from './orders.ledger.ts';
import { ownSubjects, subjectEmpty, subjectHandlers, subjectNames } from './reviews.subjects.ts';
import { ownTemplates, reviewSettingsOf, templateEmpty, templateHandlers, templateNames } from './reviews.templates.ts';
import { domainScenarios, staffRoute, withoutShop } from './support/index.ts';

const overviewNames = ['vendorReviewsViewCreate', 'vendorReviewsStatisticsViewStats'] as const satisfies readonly EndpointName[];

/** What the create-review screen needs: templates, settings, and completed bills not reviewed yet. */
const viewCreate = staffRoute('vendorReviewsViewCreate', ({ shop }) => {
  const reviewed = new Set(ownSubjects(shop).map((s) => s.billID));
  const recentBills = ownOrders(shop)
    .filter((o) => (o.status === 'delivered' || o.status === 'picked_up') && !reviewed.has(o.number))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 20)
    .map((o) => ({ id: o.id, billID: o.number, customerName: o.customerName ?? null, createdAt: o.createdAt }));
  return ok({
    templates: ownTemplates(shop),
    settings: withoutShop(reviewSettingsOf(shop)),
    appFlavors: ['website', 'ios', 'android', 'pos'],
    recentBills,
  });
});

const viewStats = staffRoute('vendorReviewsStatisticsViewStats', ({ shop }) => {
  const subjects = ownSubjects(shop);
  const rated = subjects.filter((s) => s.published && s.rating !== undefined);
  const total = rated.reduce((sum, s) => sum + (s.rating ?? 0), 0);
  return ok({
    total: subjects.length,
    published: subjects.filter((s) => s.published).length,
    answered: rated.length,
    // One decimal, as the dashboard shows it (4.3 ★).
    averageRating: rated.length ? Math.round((total / rated.length) * 10) / 10 : null,
    distribution: [1, 2, 3, 4, 5].map((stars) => ({ label: String(stars), value: rated.filter((s) => s.rating === stars).length })),
    byLanguage: (['en', 'ar'] as const).map((lang) => ({ label: lang, value: subjects.filter((s) => s.language === lang).length })),
  });
});

export const reviewsScenarios = domainScenarios({
  names: [...subjectNames, ...templateNames, ...overviewNames],
  handlers: [...subjectHandlers, ...templateHandlers, viewCreate, viewStats],
  empty: [
    ...subjectEmpty,
    ...templateEmpty,
    staffRoute('vendorReviewsStatisticsViewStats', () =>
      ok({ total: 0, published: 0, answered: 0, averageRating: null, distribution: [], byLanguage: [] }),
    ),
  ],
});
