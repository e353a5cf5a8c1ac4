import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Address, CrmCustomer, CrmGroup, CrmReminder, Customer, Page } from '@dukkan/core';
import type { Tables } from '../../db/database.ts';
import { vendorDefaultHandlers } from './index.ts';
import { OTHER_SHOP, SHOP, call, resetTestDb, startServer, tokenFor } from './testing.ts';

const server = startServer(vendorDefaultHandlers());
let tables: Tables;
let token: string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  tables = resetTestDb();
  token = tokenFor(tables, 'seller');
});

const own = () => tables.customers.filter((c) => c.shop === SHOP);

describe('customer list', () => {
  it('pages with `size` and reaches /customer/list, not /customer/{id}', async () => {
    const res = await call<Page<Customer>>('customerList', { token, query: { shop: SHOP, page: 2, size: 25 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 2, limit: 25, total: 120 });
    expect(res.body.data?.items).toHaveLength(25);
  });

  it('filters by group, source, tag, area, name, phone and distance', async () => {
    const sample = own().find((c) => c.groupId && c.tags.length) as Customer;
    const cases: [Record<string, string | number>, (c: Customer) => boolean][] = [
      [{ groupId: sample.groupId ?? '' }, (c) => c.groupId === sample.groupId],
      [{ source: 'pos' }, (c) => c.source === 'pos'],
      [{ tag: sample.tags[0] ?? '' }, (c) => c.tags.includes(sample.tags[0] ?? '')],
      [{ area: sample.area ?? '' }, (c) => c.area === sample.area],
      [{ name: sample.fullName.slice(0, 4) }, (c) => c.fullName.toLowerCase().includes(sample.fullName.slice(0, 4).toLowerCase())],
      [{ phone: sample.phone.slice(-5) }, (c) => c.phone.includes(sample.phone.slice(-5))],
    ];
    for (const [query, test] of cases) {
      const res = await call<Page<Customer>>('customerList', { token, query: { ...query, size: 100 } });
      expect(res.body.data?.total, JSON.stringify(query)).toBe(own().filter(test).length);
    }
    const near = await call<Page<Customer>>('customerList', { token, query: { distance: 5, size: 100 } });
    const far = await call<Page<Customer>>('customerList', { token, query: { distance: 200, size: 100 } });
    expect(near.body.data?.total).toBeLessThan(far.body.data?.total ?? 0);
  });

  it('offers filter values with counts', async () => {
    const res = await call<{ sources: { count: number }[]; groups: { stages: unknown[] }[] }>('customerFiltersValues', { token });
    expect(res.body.data?.sources.reduce((sum, s) => sum + s.count, 0)).toBe(120);
    expect(res.body.data?.groups).toHaveLength(3);
  });
});

describe('customers', () => {
  it('adds, updates, notes and deletes a customer', async () => {
    const added = await call<Customer>('customerAdd', {
      token,
      body: { phone: '+971 55 700 1234', fullName: 'Hind Al Marri', source: 'manual', tags: ['VIP'], notes: 'Likes Sukkari dates' },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      phone: '557001234',
      countryCode: '971',
      tags: ['vip'],
      notes: [{ text: 'Likes Sukkari dates' }],
    });
    const id = added.body.data?.id ?? '';
    expect((await call('customerAdd', { token, body: { phone: '0557001234', fullName: 'Twin' } })).status).toBe(409);
    const updated = await call<Customer>('customerUpdate', { token, body: { id, email: 'hind@example.ae', gender: 'female' } });
    expect(updated.body.data).toMatchObject({ email: 'hind@example.ae', gender: 'female', fullName: 'Hind Al Marri' });
    const note = await call<{ id: string }>('customerNotesAdd', { token, body: { customer: id, text: 'Call before 6 pm' } });
    await call('customerNotesEdit', { token, body: { id: note.body.data?.id, text: 'Call after 6 pm' } });
    expect(tables.customers.find((c) => c.id === id)?.notes.map((n) => n.text)).toContain('Call after 6 pm');
    await call('customerNotesDelete', { token, body: { id: note.body.data?.id } });
    const detail = await call<Customer & { orderCount: number }>('customerById', { token, params: { id } });
    expect(detail.body.data?.orderCount).toBe(0);
    expect((await call('customerDelete', { token, body: { id } })).status).toBe(200);
    expect((await call('customerById', { token, params: { id } })).status).toBe(404);
  });

  it('stores and deletes customer addresses, resolving the area', async () => {
    const id = own()[0]?.id ?? '';
    const stored = await call<Address>('customerAddressStore', {
      token,
      body: { customer: id, title: 'Home', building_name: 'Marina Gate 1', lat: 25.0805, lng: 55.1403, type: 'home' },
    });
    expect(stored.status).toBe(201);
    expect(stored.body.data?.area).toBeTruthy();
    const list = await call<Address[]>('customerAddressList', { token, query: { customer: id } });
    expect(list.body.data).toHaveLength(1);
    expect((await call('customerAddress', { token, body: { id: stored.body.data?.id } })).status).toBe(200);
  });

  it("lists a customer's orders by phone", async () => {
    const id = own()[0]?.id ?? '';
    const customer = tables.customers.find((c) => c.id === id) as Customer;
    const order = tables.orders.find((o) => o.id === 'ord-90001');
    if (order) order.customerPhone = `+971${customer.phone}`;
    const res = await call<{ id: string }[]>('customerByIdList', { token, params: { id } });
    expect(res.body.data?.map((o) => o.id)).toEqual(['ord-90001']);
  });

  it("never shows another shop's customer", async () => {
    const other = tables.customers.find((c) => c.shop === OTHER_SHOP)?.id ?? '';
    expect((await call('customerById', { token, params: { id: other } })).status).toBe(404);
    expect((await call('customerUpdate', { token, body: { id: other, fullName: 'x' } })).status).toBe(404);
  });
});

describe('CRM v2', () => {
  it('moves a customer to a stage with POST /group/stage/customer/link', async () => {
    const customer = own()[0] as Customer;
    const group = tables.crmGroups.find((g) => g.shop === SHOP && g.id !== customer.groupId) as CrmGroup;
    const stage = group.stages[2];
    const res = await call<Customer>('groupStageCustomerLink', { token, body: { customer: customer.id, stage: stage?.id } });
    expect(res.body.data).toMatchObject({ groupId: group.id, stageId: stage?.id });
    const otherStage = tables.crmGroups.find((g) => g.shop === OTHER_SHOP)?.stages[0]?.id;
    expect((await call('groupStageCustomerLink', { token, body: { customer: customer.id, stage: otherStage } })).status).toBe(404);
  });

  it('keeps stage order when adding, moving and deleting stages', async () => {
    const group = tables.crmGroups.find((g) => g.shop === SHOP) as CrmGroup;
    const added = await call<{ id: string }>('customerCrmV2StageAdd', {
      token,
      body: { group: group.id, name: 'Negotiation', name_ar: 'تفاوض', color: '#00838f', order: 2 },
    });
    expect(added.status).toBe(201);
    const order = () => [...group.stages].sort((a, b) => a.order - b.order).map((s) => s.name);
    expect(order()).toEqual(['New', 'Negotiation', 'Contacted', 'Qualified', 'Won', 'Lost']);
    await call('customerCrmV2StageUpdate', { token, body: { id: added.body.data?.id, order: 5 } });
    expect(order()).toEqual(['New', 'Contacted', 'Qualified', 'Won', 'Negotiation', 'Lost']);
    const inLost = own().filter((c) => c.stageId === group.stages.find((s) => s.name === 'Lost')?.id).length;
    const deleted = await call<{ customersMoved: number }>('customerCrmV2StageDelete', {
      token,
      body: { id: group.stages.find((s) => s.name === 'Lost')?.id },
    });
    expect(deleted.body.data?.customersMoved).toBe(inLost);
    expect(order()).toEqual(['New', 'Contacted', 'Qualified', 'Won', 'Negotiation']);
  });

  it('creates a group, switches its template and deletes it', async () => {
    const created = await call<CrmGroup>('customerCrmV2GroupAdd', { token, body: { name: 'Wholesale', name_ar: 'الجملة' } });
    const id = created.body.data?.id ?? '';
    const switched = await call<CrmGroup>('customerCrmV2ChangeTemplateType', { token, body: { group: id, templateType: 'catering' } });
    expect(switched.body.data?.stages.map((s) => s.name)).toEqual(['Inquiry', 'Quoted', 'Confirmed', 'Delivered']);
    expect((await call('customerCrmV2StageDelete', { token, body: { id: created.body.data?.stages[0]?.id } })).status).toBe(404);
    expect((await call('customerCrmV2GroupDelete', { token, body: { id } })).status).toBe(200);
  });

  it('remembers the template a group was switched to, on the group, until a stage is edited by hand', async () => {
    const group = tables.crmGroups.find((g) => g.shop === SHOP) as CrmGroup;
    type WithTemplate = CrmGroup & { templateType?: string };
    expect((await call<WithTemplate>('customerCrmV2GroupGet', { token, query: { id: group.id } })).body.data?.templateType).toBeUndefined();
    await call('customerCrmV2ChangeTemplateType', { token, body: { group: group.id, templateType: 'loyalty' } });
    const read = await call<WithTemplate>('customerCrmV2GroupGet', { token, query: { id: group.id } });
    expect(read.body.data?.templateType).toBe('loyalty');
    expect((await call<WithTemplate[]>('customerCrmV2GroupList', { token })).body.data?.find((g) => g.id === group.id)?.templateType).toBe(
      'loyalty',
    );
    expect((await call('customerCrmV2ChangeTemplateType', { token, body: { group: group.id, templateType: 'wholesale' } })).status).toBe(
      422,
    );
    await call('customerCrmV2StageUpdate', { token, body: { id: read.body.data?.stages[0]?.id, name: 'Newcomers' } });
    expect((await call<WithTemplate>('customerCrmV2GroupGet', { token, query: { id: group.id } })).body.data?.templateType).toBeUndefined();
  });

  it('manages reminders, global reminders, attributes, note titles and labels', async () => {
    const customer = own()[0]?.id;
    const reminder = await call<CrmReminder>('customerCrmV2ReminderAdd', {
      token,
      body: { customer, note: 'Renew box', reminderDate: '2026-11-04', reminderTime: '09:30' },
    });
    expect(reminder.status).toBe(201);
    expect(
      (await call('customerCrmV2ReminderAdd', { token, body: { customer, note: 'x', reminderDate: '2026-02-30', reminderTime: '09:30' } }))
        .status,
    ).toBe(422);
    const global = await call<CrmReminder>('customerCrmV2ReminderGlobalAdd', {
      token,
      body: { title: 'Stock count', note: 'Cold room', reminderDate: '2026-11-05', reminderTime: '07:00' },
    });
    const globals = await call<CrmReminder[]>('customerCrmV2ReminderGlobalList', { token });
    expect(globals.body.data?.some((r) => r.id === global.body.data?.id)).toBe(true);
    expect((await call('customerCrmV2ReminderGet', { token, query: { id: global.body.data?.id ?? '' } })).status).toBe(404);
    const attribute = tables.crmAttributes.find((a) => a.shop === SHOP && a.attributeType === 'select');
    expect((await call('customerCrmV2AttributeLink', { token, body: { customer, attribute: attribute?.id, value: 'Never' } })).status).toBe(
      422,
    );
    const linked = await call<Customer>('customerCrmV2AttributeLink', {
      token,
      body: { customer, attribute: attribute?.id, value: attribute?.options[0] },
    });
    expect(linked.body.data?.attributes[attribute?.id ?? '']).toBe(attribute?.options[0]);
    const note = await call<{ id: string }>('customerNotesGlobalAdd', { token, body: { title: 'Gift wrapping' } });
    expect((await call('customerNotesGlobalDelete', { token, body: { id: note.body.data?.id } })).status).toBe(200);
    const label = await call<{ id: string }>('vendorShopLabelAdd', {
      token,
      params: { shop: SHOP },
      body: { name: 'Weekend', color: '#123abc' },
    });
    await call('vendorShopLabelAssignLabelCustomer', { token, params: { shop: SHOP }, body: { customer, label: label.body.data?.id } });
    expect(tables.customers.find((c) => c.id === customer)?.labels).toContain(label.body.data?.id);
    await call('vendorShopLabelDelete', { token, params: { shop: SHOP }, body: { id: label.body.data?.id } });
    expect(tables.customers.find((c) => c.id === customer)?.labels).not.toContain(label.body.data?.id);
    expect((await call('vendorShopLabelAdd', { token, params: { shop: OTHER_SHOP }, body: { name: 'x', color: '#123abc' } })).status).toBe(
      404,
    );
  });
});

describe('CRM v1', () => {
  it('creates a customer with addresses under the shop path and edits them', async () => {
    const created = await call<CrmCustomer>('crmShopsCustomersCreate', {
      token,
      params: { shop: SHOP },
      body: {
        phone: '0521112222',
        fullName: 'Tariq Barakat',
        notes: '',
        addresses: [{ city: 'Dubai', area_name: 'JLT', building: 'Lake Shore Tower', flat: '1202' }],
      },
    });
    expect(created.status).toBe(201);
    const customer = created.body.data?.id ?? '';
    const address = created.body.data?.addresses[0]?.id ?? '';
    const updated = await call('crmShopsCustomersAddressesUpdate', {
      token,
      params: { shop: SHOP, customer, address },
      body: { flat: '1203' },
    });
    expect(updated.body.data).toMatchObject({ city: 'Dubai', flat: '1203' });
    expect(
      (await call('crmShopsCustomersAddressesCreate', { token, params: { shop: SHOP, customer }, body: { city: 'Sharjah' } })).status,
    ).toBe(422);
    expect((await call('crmShopsCustomersGet', { token, params: { shop: OTHER_SHOP, customer } })).status).toBe(404);
    expect((await call('crmShopsCustomersDelete', { token, params: { shop: SHOP, customer } })).status).toBe(200);
  });
});
