/**
 * Labels, attributes and the CRM board reads against the mock API (msw/node), through the same
 * calls the dashboard makes (decision 0075): labels added, renamed, recoloured, given to and
 * taken from a customer (at once, and back when refused), deleted; attributes defined, read
 * fresh, changed, set on a customer and deleted; a board, its stages and a template switch.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { customerKeys, readCustomerFilterValues } from '../customers/list.ts';
import { crmKeys } from '../customers/keys.ts';
import { readBoards } from '../customers/read.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import {
  addAttribute,
  addLabel,
  assignLabel,
  changeBoardTemplate,
  deleteAttribute,
  deleteLabel,
  fetchAttribute,
  fetchGroup,
  fetchStage,
  labelKeys,
  linkAttribute,
  updateAttribute,
  updateLabel,
  type LabelsContext,
} from './labels.ts';
import { readAttributes, readAttributeValues, readLabelIds, readStages } from './read.ts';

useMockServer();

async function context() {
  const { client, shop } = await signedInOwner();
  const cache = swrTestCache();
  const ctx: LabelsContext = { client, shop, mutate: cache.mutate };
  return { ctx, cache };
}

async function firstCustomer(ctx: LabelsContext): Promise<string> {
  const page = await ctx.client.call('customerList', { query: { shop: ctx.shop, size: 1 } });
  return String((page.data as { items: { id: string }[] }).items[0]?.id);
}

async function customerAnswer(ctx: LabelsContext, id: string): Promise<unknown> {
  return (await ctx.client.call('customerById', { params: { id }, query: { shop: ctx.shop } })).data;
}

describe('the shop labels', () => {
  it('adds, renames and recolours a label; the filter values count its customers', async () => {
    const { ctx } = await context();
    const added = await addLabel(ctx, { name: '  Weekend box ', color: '#1565C0' });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ name: 'Weekend box', color: '#1565C0' });
    const id = added.data?.id ?? '';
    const renamed = await updateLabel(ctx, id, { name: 'صندوق نهاية الأسبوع', color: '#2E7D32' });
    expect(renamed.data).toMatchObject({ id, name: 'صندوق نهاية الأسبوع', color: '#2E7D32' });
    const values = await selectFetcher(ctx.client, readCustomerFilterValues)(customerKeys.filters(ctx.shop));
    expect(values.labels.find((l) => l.id === id)).toMatchObject({ count: 0, color: '#2E7D32' });
  });

  it('passes on the refusal of a name the shop already has', async () => {
    const { ctx } = await context();
    const result = await addLabel(ctx, { name: 'vip', color: '#1565C0' });
    expect(result.error).toMatchObject({ status: 409, code: 'duplicate_label' });
  });

  it('gives a label to a customer at once and keeps it; takes it off again; the list finds them by it', async () => {
    const { ctx, cache } = await context();
    const customer = await firstCustomer(ctx);
    const label = (await addLabel(ctx, { name: 'Friday regular', color: '#6A1B9A' })).data?.id ?? '';
    await cache.mutate(customerKeys.customer(ctx.shop, customer), { id: customer, labels: [] }, { revalidate: false });
    expect(await assignLabel(ctx, customer, label, true)).toBeNull();
    expect(cache.read<{ labels: string[] }>(customerKeys.customer(ctx.shop, customer))?.labels).toEqual([label]);
    expect(readLabelIds(await customerAnswer(ctx, customer))).toContain(label);
    const found = await ctx.client.call('customerList', { query: { shop: ctx.shop, label, size: 100 } });
    expect((found.data as { items: { id: string }[] }).items.map((c) => c.id)).toEqual([customer]);
    expect(await assignLabel(ctx, customer, label, false)).toBeNull();
    expect(readLabelIds(await customerAnswer(ctx, customer))).not.toContain(label);
  });

  it('puts the labels back when the server refuses', async () => {
    const { ctx, cache } = await context();
    const customer = await firstCustomer(ctx);
    await cache.mutate(customerKeys.customer(ctx.shop, customer), { id: customer, labels: ['label-1'] }, { revalidate: false });
    const error = await assignLabel(ctx, customer, 'label-gone', true);
    expect(error).toMatchObject({ status: 404 });
    expect(cache.read<{ labels: string[] }>(customerKeys.customer(ctx.shop, customer))?.labels).toEqual(['label-1']);
  });

  it('deletes a label, taking it off its customers; one already gone counts as deleted', async () => {
    const { ctx } = await context();
    const customer = await firstCustomer(ctx);
    const label = (await addLabel(ctx, { name: 'Short lived', color: '#C62828' })).data?.id ?? '';
    await assignLabel(ctx, customer, label, true);
    expect(await deleteLabel(ctx, label)).toBeNull();
    expect(readLabelIds(await customerAnswer(ctx, customer))).not.toContain(label);
    expect(await deleteLabel(ctx, label)).toBeNull();
  });
});

describe('the customer attributes', () => {
  it('defines a choice attribute, reads it fresh, changes its options and sets it on a customer', async () => {
    const { ctx } = await context();
    const added = await addAttribute(ctx, { name: 'Favourite dates', attributeType: 'select', options: ['Ajwa', ' Medjool ', ''] });
    expect(added.data).toMatchObject({ name: 'Favourite dates', attributeType: 'select', options: ['Ajwa', 'Medjool'] });
    const id = added.data?.id ?? '';
    expect((await fetchAttribute(ctx, id)).data).toMatchObject({ id, options: ['Ajwa', 'Medjool'] });
    const customer = await firstCustomer(ctx);
    expect(await linkAttribute(ctx, customer, id, 'Ajwa')).toBeNull();
    expect(readAttributeValues(await customerAnswer(ctx, customer))[id]).toBe('Ajwa');
    const found = await ctx.client.call('customerList', { query: { shop: ctx.shop, attribute: id, attributeValue: 'Ajwa', size: 100 } });
    expect((found.data as { items: { id: string }[] }).items.map((c) => c.id)).toEqual([customer]);
    // An option taken away clears the values that used it.
    const changed = await updateAttribute(ctx, id, { name: 'Favourite dates', attributeType: 'select', options: ['Medjool', 'Sukkari'] });
    expect(changed.data?.options).toEqual(['Medjool', 'Sukkari']);
    expect(readAttributeValues(await customerAnswer(ctx, customer))[id]).toBeUndefined();
  });

  it('passes on the refusal of a value the type does not take, and an empty value takes it off', async () => {
    const { ctx } = await context();
    const customer = await firstCustomer(ctx);
    const list = await selectFetcher(ctx.client, readAttributes)(labelKeys.attributes(ctx.shop));
    const size = list.find((a) => a.attributeType === 'number');
    if (!size) throw new Error('seed has no number attribute');
    expect(await linkAttribute(ctx, customer, size.id, 'four')).toMatchObject({ status: 422 });
    expect(await linkAttribute(ctx, customer, size.id, '4')).toBeNull();
    expect(readAttributeValues(await customerAnswer(ctx, customer))[size.id]).toBe('4');
    expect(await linkAttribute(ctx, customer, size.id, '')).toBeNull();
    expect(readAttributeValues(await customerAnswer(ctx, customer))[size.id]).toBeUndefined();
  });

  it('deletes an attribute; a duplicate name is refused', async () => {
    const { ctx } = await context();
    const added = await addAttribute(ctx, { name: 'Gate code', attributeType: 'text', options: [] });
    expect((await addAttribute(ctx, { name: 'gate code', attributeType: 'number', options: [] })).error).toMatchObject({ status: 409 });
    expect(await deleteAttribute(ctx, added.data?.id ?? '')).toBeNull();
    expect((await fetchAttribute(ctx, added.data?.id ?? '')).error).toMatchObject({ status: 404 });
  });
});

describe('the CRM board reads', () => {
  it('reads a board and a stage fresh, lists a board’s stages, and switches its template', async () => {
    const { ctx } = await context();
    const boards = await selectFetcher(ctx.client, readBoards)(crmKeys.groups(ctx.shop));
    const board = boards[0];
    if (!board) throw new Error('seed has no board');
    const group = await fetchGroup(ctx, board.id);
    expect(group.data?.stages.map((s) => s.id)).toEqual(board.stages.map((s) => s.id));
    const stage = await fetchStage(ctx, board.stages[0]?.id ?? '');
    expect(stage.data).toMatchObject({ id: board.stages[0]?.id, group: board.id });
    const stages = await selectFetcher(ctx.client, readStages)(labelKeys.stages(ctx.shop, board.id));
    expect(stages.map((s) => s.id)).toEqual(board.stages.map((s) => s.id));
    const before = group.data?.customers;
    const switched = await changeBoardTemplate(ctx, board.id, 'catering');
    expect(switched.data?.stages.map((s) => s.name)).toEqual(['Inquiry', 'Quoted', 'Confirmed', 'Delivered']);
    expect(switched.data?.customers).toBe(before);
    expect((await fetchStage(ctx, board.stages[0]?.id ?? '')).error).toMatchObject({ status: 404 });
  });
});
