/**
 * WhatsApp against the mock API (msw/node): the templates filtered by status and language, one
 * template read fresh, a new one pending and then deleted, refusals passed on, and a send to
 * three customers (one a landline) one call per recipient, whose retry sends only the failed one.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@dukkan/core';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import { readOneWhatsappTemplate, readWhatsappTemplates, whatsappPlaceholderCount } from './read.ts';
import { runWhatsappSends, whatsappSendRows, whatsappSendSummary } from './send.ts';
import {
  createWhatsappTemplate,
  deleteWhatsappTemplate,
  sendWhatsappMessage,
  whatsappKeys,
  type WhatsappContext,
  type WhatsappTemplateDraft,
} from './whatsapp.ts';

useMockServer();

async function context(): Promise<WhatsappContext> {
  const { client, shop } = await signedInOwner();
  const { mutate } = swrTestCache();
  return { client, shop, mutate };
}

const draft: WhatsappTemplateDraft = {
  name: 'eid_offers',
  category: 'marketing',
  lang: 'ar',
  header: 'عيد مبارك',
  body: 'عيد مبارك يا {{1}}! خصم {{2}}٪ على الحلويات حتى نهاية العيد.',
  footer: 'للإلغاء أرسل STOP',
  buttons: [
    { type: 'url', text: 'تسوّق الآن', value: 'https://dukkan.ae/eid' },
    { type: 'quick_reply', text: 'لا شكراً', value: 'ignored' },
  ],
};

describe('WhatsApp templates', () => {
  it('lists them, filtered by status and by language', async () => {
    const ctx = await context();
    const all = await selectFetcher(ctx.client, readWhatsappTemplates)(whatsappKeys.list(ctx.shop));
    expect(all.length).toBe(10);
    expect(new Set(all.map((t) => t.status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    const approvedAr = await selectFetcher(
      ctx.client,
      readWhatsappTemplates,
    )(whatsappKeys.list(ctx.shop, { status: 'approved', lang: 'ar' }));
    expect(approvedAr.length).toBeGreaterThan(0);
    expect(approvedAr.every((t) => t.status === 'approved' && t.lang === 'ar')).toBe(true);
    const one = await selectFetcher(ctx.client, readOneWhatsappTemplate)(whatsappKeys.detail(ctx.shop, approvedAr[0]!.id));
    expect(one).toEqual(approvedAr[0]);
  });

  it('creates one as pending, with its buttons, and deletes it', async () => {
    const ctx = await context();
    const created = await createWhatsappTemplate(ctx, draft);
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ name: 'eid_offers', lang: 'ar', status: 'pending', header: 'عيد مبارك' });
    // A quick reply carries no value.
    expect(created.data!.buttons).toEqual([
      { type: 'url', text: 'تسوّق الآن', value: 'https://dukkan.ae/eid' },
      { type: 'quick_reply', text: 'لا شكراً' },
    ]);
    const again = await createWhatsappTemplate(ctx, draft);
    expect(again.error?.code).toBe('duplicate_template');
    expect(await deleteWhatsappTemplate(ctx, created.data!.id)).toBeNull();
    const all = await selectFetcher(ctx.client, readWhatsappTemplates)(whatsappKeys.list(ctx.shop));
    expect(all.some((t) => t.id === created.data!.id)).toBe(false);
    expect((await deleteWhatsappTemplate(ctx, created.data!.id))?.status).toBe(404);
  });

  it('passes on the refusals of a bad template', async () => {
    const ctx = await context();
    const gap = await createWhatsappTemplate(ctx, { ...draft, name: 'gap', body: 'Hi {{2}}' });
    expect(gap.error?.code).toBe('invalid_placeholders');
    const link = await createWhatsappTemplate(ctx, {
      ...draft,
      name: 'link',
      buttons: [{ type: 'url', text: 'Go', value: 'http://x.ae' }],
    });
    expect(link.error?.code).toBe('invalid_url');
    const name = await createWhatsappTemplate(ctx, { ...draft, name: 'Eid Offers' });
    expect(name.error?.status).toBe(422);
  });
});

describe('sending a template to customers, one call per recipient', () => {
  async function approvedTemplate(ctx: WhatsappContext) {
    const list = await selectFetcher(ctx.client, readWhatsappTemplates)(whatsappKeys.list(ctx.shop, { status: 'approved', lang: 'en' }));
    return list.find((t) => whatsappPlaceholderCount(t.body) === 1)!;
  }

  it('sends to two mobiles, fails the landline with its reason, and the retry sends only the failed one', async () => {
    const ctx = await context();
    const template = await approvedTemplate(ctx);
    const calls: string[] = [];
    const counting: WhatsappContext = {
      ...ctx,
      client: {
        call: ((name: string, args: { body?: { recipients?: string[] } }) => {
          if (name === 'whatsappMessagesSend') calls.push(...(args.body?.recipients ?? []));
          return ctx.client.call(name as never, args as never);
        }) as ApiClient['call'],
      },
    };
    const rows = whatsappSendRows([
      { id: 'c1', name: 'Mariam', phone: '+971 50 111 2233' },
      { id: 'c2', name: 'Home', phone: '+97143334444' },
      { id: 'c3', name: 'Rahul', phone: '+971521234567' },
      { id: 'c4', name: 'Rahul again', phone: '+971521234567' },
    ]);
    expect(rows).toHaveLength(3);
    const seen: string[] = [];
    const send = async (row: { phone: string; key: string }) =>
      (
        await sendWhatsappMessage(counting, {
          recipient: row.phone,
          template: template.id,
          params: ['Mango week'],
          idempotencyKey: row.key,
        })
      ).error;
    const first = await runWhatsappSends(rows, send, (r) => seen.push(r.map((x) => x.status).join()));
    expect(first.map((r) => r.status)).toEqual(['sent', 'failed', 'sent']);
    expect(first[1]!.error).toMatchObject({ status: 422, code: 'not_on_whatsapp' });
    expect(whatsappSendSummary(first)).toEqual({ total: 3, sent: 2, failed: 1, waiting: 0 });
    expect(seen[0]).toBe('pending,pending,pending');
    expect(calls.sort()).toEqual(['+97143334444', '+971501112233', '+971521234567']);

    calls.length = 0;
    const retried = await runWhatsappSends(first, send, () => undefined);
    expect(calls).toEqual(['+97143334444']);
    expect(retried.map((r) => r.status)).toEqual(['sent', 'failed', 'sent']);
  });

  it('a refused template fails every row and stops none early', async () => {
    const ctx = await context();
    const rows = whatsappSendRows([
      { id: 'c1', name: 'A', phone: '+971501112233' },
      { id: 'c2', name: 'B', phone: '+971501112234' },
    ]);
    const list = await selectFetcher(ctx.client, readWhatsappTemplates)(whatsappKeys.list(ctx.shop, { status: 'pending' }));
    const result = await runWhatsappSends(
      rows,
      async (row) =>
        (await sendWhatsappMessage(ctx, { recipient: row.phone, template: list[0]!.id, params: ['A', 'B'], idempotencyKey: row.key }))
          .error,
      () => undefined,
    );
    expect(result.map((r) => [r.status, r.error?.code])).toEqual([
      ['failed', 'template_not_approved'],
      ['failed', 'template_not_approved'],
    ]);
  });
});
