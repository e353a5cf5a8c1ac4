import { describe, expect, it } from 'vitest';
import { seedAreas } from './people.ts';
import { VENDOR_SEED_NOW, seedVendorTables } from './dashboard.ts';

const SHOP = 'shop-1001';
const tables = seedVendorTables(SHOP);

describe('seedVendorTables', () => {
  it('is deterministic and differs per shop', () => {
    expect(JSON.stringify(seedVendorTables(SHOP))).toBe(JSON.stringify(tables));
    const other = seedVendorTables('shop-2002');
    expect(other.customers[0]?.id).not.toBe(tables.customers[0]?.id);
    const ids = new Set(tables.customers.map((c) => c.id));
    expect(other.customers.some((c) => ids.has(c.id))).toBe(false);
  });

  // It runs before every story and test. About 5 ms on an idle 2-core machine; the bound
  // is loose because CI shares the cores, and only catches an accidental quadratic loop.
  it('stays cheap enough to run before every story', () => {
    seedVendorTables(SHOP);
    const started = performance.now();
    for (let i = 0; i < 5; i += 1) seedVendorTables(SHOP);
    expect((performance.now() - started) / 5).toBeLessThan(250);
  });

  it('has the sizes the dashboard stories rely on', () => {
    const sizes = Object.fromEntries(Object.entries(tables).map(([key, rows]) => [key, (rows as unknown[]).length]));
    expect(sizes).toMatchObject({
      catalogue: 40,
      filters: 12,
      requests: 25,
      reviewSubjects: 30,
      reviewTemplates: 3,
      complaintQrCodes: 4,
      complaintLabels: 5,
      complaints: 30,
      customers: 120,
      crmGroups: 3,
      crmAttributes: 6,
      crmCustomers: 20,
      deliveryJobs: 25,
      carriers: 4,
      drivers: 8,
      deliveryAreas: 6,
      posUsers: 6,
      sliders: 1,
      socialCards: 3,
      nfcCards: 6,
      whatsappTemplates: 10,
      whatsappMessages: 20,
      withdrawals: 10,
      transactions: 150,
      hours: 7,
    });
    expect(tables.sliders[0]?.slides).toHaveLength(4);
    expect(tables.crmGroups.every((g) => g.stages.length >= 4 && g.stages.length <= 5 && g.stages.every((s) => s.name_ar))).toBe(true);
    expect(new Set(tables.requests.map((r) => r.status)).size).toBe(7);
    expect(new Set(tables.whatsappTemplates.map((t) => t.status))).toEqual(new Set(['approved', 'pending', 'rejected']));
  });

  it('opens every day, Friday for fewer hours', () => {
    const length = (h: { open: string; close: string }) => {
      const [o = 0, c = 0] = [h.open, h.close].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
      return (c - o + 24 * 60) % (24 * 60);
    };
    const friday = tables.hours.find((h) => h.day === 5);
    expect(friday && tables.hours.every((h) => h.day === 5 || length(h) > length(friday))).toBe(true);
  });

  it('points only at rows that exist', () => {
    const areas = new Set(seedAreas().map((a) => a.id));
    expect(tables.customers.every((c) => !c.area || areas.has(c.area))).toBe(true);
    expect(tables.deliveryAreas.every((d) => areas.has(d.area))).toBe(true);
    const stages = new Map(tables.crmGroups.flatMap((g) => g.stages.map((s) => [s.id, g.id] as const)));
    expect(tables.customers.every((c) => !c.stageId || stages.get(c.stageId) === c.groupId)).toBe(true);
    const labels = new Set(tables.customerLabels.map((l) => l.id));
    expect(tables.customers.every((c) => c.labels.every((l) => labels.has(l)))).toBe(true);
    const questions = new Set(tables.reviewTemplates.flatMap((t) => t.templateQuestions.map((q) => q.id)));
    expect(tables.reviewSubjects.every((s) => s.questions.every((q) => questions.has(q)))).toBe(true);
    const requests = new Set(tables.requests.map((r) => r.id));
    expect(tables.invoices.every((i) => requests.has(i.request))).toBe(true);
    const templates = new Set(tables.whatsappTemplates.filter((t) => t.status === 'approved').map((t) => t.id));
    expect(tables.whatsappMessages.every((m) => templates.has(m.template))).toBe(true);
  });

  it('never withdraws more cash than a driver collected', () => {
    for (const driver of tables.drivers) {
      const collected = tables.deliveryJobs
        .filter((j) => j.driver === driver.id && j.status === 'delivered' && j.paymentType === 'cash')
        .reduce((sum, j) => sum + Math.round((j.amount ?? 0) * 100), 0);
      const withdrawn = tables.withdrawals.filter((w) => w.driver === driver.id).reduce((sum, w) => sum + Math.round(w.amount * 100), 0);
      expect(withdrawn).toBeLessThanOrEqual(collected);
    }
  });

  it('dates the ledger over the 90 days before the reference date', () => {
    const times = tables.transactions.map((t) => Date.parse(t.createdAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(VENDOR_SEED_NOW);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(VENDOR_SEED_NOW - 91 * 86_400_000);
    expect(tables.transactions.every((t) => t.amount > 0 && Number.isInteger(Math.round(t.amount * 100)))).toBe(true);
  });

  it('is bilingual', () => {
    const arabic = /[\u0600-\u06FF]/;
    expect(tables.customers.some((c) => arabic.test(c.fullName))).toBe(true);
    expect(tables.customers.some((c) => !arabic.test(c.fullName))).toBe(true);
    expect(tables.reviewSubjects.some((s) => s.comment && arabic.test(s.comment))).toBe(true);
    expect(tables.whatsappTemplates.filter((t) => t.lang === 'ar').every((t) => arabic.test(t.body))).toBe(true);
    expect(tables.catalogue.every((p) => p.name_ar && arabic.test(p.name_ar))).toBe(true);
  });
});
