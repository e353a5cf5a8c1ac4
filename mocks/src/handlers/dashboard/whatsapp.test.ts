import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WhatsappMessage, WhatsappTemplate } from '@dukkan/core';
import type { Tables } from '../../db/database.ts';
import { vendorDefaultHandlers } from './index.ts';
import { SHOP, call, resetTestDb, startServer, tokenFor } from './testing.ts';

const server = startServer(vendorDefaultHandlers());
let tables: Tables;
let token: string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  tables = resetTestDb();
  token = tokenFor(tables, 'seller');
});

const approved = () =>
  tables.whatsappTemplates.find(
    (t) => t.shop === SHOP && t.status === 'approved' && t.name === 'order_ready' && t.lang === 'en',
  ) as WhatsappTemplate;
const send = (body: Record<string, unknown>) => call<WhatsappMessage>('whatsappMessagesSend', { token, body });
const sentCount = () => tables.whatsappMessages.filter((m) => m.shop === SHOP).length;

describe('WhatsApp refuses numbers that are not on WhatsApp (decision 0069)', () => {
  it.each([
    ['a Dubai landline', '+971 4 123 4567', '+971 4 123 4567'],
    ['a Sharjah landline typed locally', '06 555 1234', '+971 6 555 1234'],
    ['an Abu Dhabi landline in international form', '0097121234567', '+971 2 123 4567'],
  ])('refuses %s with not_on_whatsapp and sends nothing', async (_what, number, readable) => {
    const before = sentCount();
    const res = await send({ recipients: [number], template: approved().id, params: ['Mariam', 'DK-10060'] });
    expect(res.status).toBe(422);
    expect(res.body.error?.code).toBe('not_on_whatsapp');
    expect(res.body.error?.message).toBe(`${readable} is not on WhatsApp: landlines cannot receive WhatsApp messages.`);
    expect(sentCount()).toBe(before);
  });

  it('refuses a list with a landline in it as a whole, naming the landline', async () => {
    const before = sentCount();
    const res = await send({ recipients: ['0501234567', '042223333'], template: approved().id, params: ['Mariam', 'DK-10060'] });
    expect(res.body.error?.code).toBe('not_on_whatsapp');
    expect(res.body.error?.message).toContain('+971 4 222 3333');
    expect(res.body.error?.message).not.toContain('50 123');
    expect(sentCount()).toBe(before);
  });

  it('still sends to UAE mobiles and to numbers abroad', async () => {
    const res = await send({
      recipients: ['+971 56 765 4321', '+44 7700 900123'],
      template: approved().id,
      params: ['Mariam', 'DK-10060'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data?.recipients).toEqual(['971567654321', '447700900123']);
  });

  it('checks the template before the numbers: a pending template is refused as such', async () => {
    const pending = tables.whatsappTemplates.find((t) => t.shop === SHOP && t.status === 'pending') as WhatsappTemplate;
    const res = await send({ recipients: ['041234567'], template: pending.id, params: ['Mariam', '149'] });
    expect(res.body.error?.code).toBe('template_not_approved');
  });

  it('the seed has a customer with a landline, first in the customers list', async () => {
    const res = await call<{ items: { phone: string; countryCode: string }[] }>('customerList', {
      token,
      query: { shop: SHOP, page: 1, size: 25 },
    });
    const first = res.body.data?.items[0];
    expect(first?.countryCode).toBe('971');
    expect(first?.phone).toMatch(/^4\d{7}$/);
  });
});

describe('a send repeated with its Idempotency-Key', () => {
  // `call` sends no extra headers: the request as the app's client makes it.
  const sendWithKey = async (body: Record<string, unknown>, key: string) => {
    const response = await fetch('http://dukkan.test/api/v1/whatsapp/messages/send', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { data?: WhatsappMessage } };
  };

  it('answers with the first message and sends nothing twice', async () => {
    const before = sentCount();
    const body = { recipients: ['+971501234567'], template: approved().id, params: ['Mariam', 'DK-10060'] };
    const first = await sendWithKey(body, 'run-1-cus-1');
    const again = await sendWithKey(body, 'run-1-cus-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data?.id).toBe(first.body.data?.id);
    expect(sentCount()).toBe(before + 1);
    const other = await sendWithKey(body, 'run-2-cus-1');
    expect(other.body.data?.id).not.toBe(first.body.data?.id);
    expect(sentCount()).toBe(before + 2);
  });

  it('a refused attempt records nothing, so its retry with the same key is sent for real', async () => {
    const body = { recipients: ['+971501234567'], template: approved().id, params: ['Mariam'] };
    expect((await sendWithKey(body, 'run-3-cus-1')).status).toBe(422);
    const fixed = await sendWithKey({ ...body, params: ['Mariam', 'DK-1'] }, 'run-3-cus-1');
    expect(fixed.status).toBe(201);
  });
});
