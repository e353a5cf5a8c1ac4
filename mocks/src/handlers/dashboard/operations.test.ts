import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Complaint, ComplaintLabel, Invoice, ReviewSubject, ReviewTemplate, ServiceRequest } from '@dukkan/core';
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

const qr = () => tables.complaintQrCodes.find((q) => q.shop === SHOP)?.id ?? '';
const requestIn = (status: ServiceRequest['status']) =>
  tables.requests.find((r) => r.shop === SHOP && r.status === status) as ServiceRequest;

describe('complaints', () => {
  it('fixes the country code to 971 whatever the client sends', async () => {
    const res = await call<Complaint>('complaintAdd', {
      token,
      body: {
        shop: SHOP,
        QRCode: qr(),
        phone: '+971 56 123 0987',
        countryCode: '44',
        name: 'Rashid',
        typeComplain: 'delivery',
        message: 'Late again',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ countryCode: '971', phone: '561230987' });
  });

  it('rejects unknown QR codes and types', async () => {
    const base = { QRCode: qr(), phone: '0561230987', name: 'A', typeComplain: 'product', message: 'm' };
    expect(
      (await call('complaintAdd', { token, body: { ...base, QRCode: tables.complaintQrCodes.find((q) => q.shop === OTHER_SHOP)?.id } }))
        .status,
    ).toBe(404);
    expect((await call('complaintAdd', { token, body: { ...base, typeComplain: 'rude' } })).status).toBe(422);
  });

  it('labels complaints and unassigns a deleted label', async () => {
    const label = await call<ComplaintLabel>('complaintLabelAdd', { token, body: { name: 'Quality', color: '#aa3300' } });
    expect(label.body.data?.color).toBe('#AA3300');
    expect((await call('complaintLabelAdd', { token, body: { name: 'quality', color: '#aa3300' } })).status).toBe(409);
    const complaint = tables.complaints.find((c) => c.shop === SHOP) as Complaint;
    await call('complaintLabelAssignLabelComplaint', { token, body: { complaint: complaint.id, label: label.body.data?.id } });
    const filtered = await call<Complaint[]>('complaintList', { token, query: { label: label.body.data?.id ?? '' } });
    expect(filtered.body.data?.map((c) => c.id)).toEqual([complaint.id]);
    await call('complaintLabelDelete', { token, body: { id: label.body.data?.id } });
    expect(tables.complaints.find((c) => c.id === complaint.id)).not.toHaveProperty('label');
  });

  it('generates QR codes, edits and deletes complaints', async () => {
    const generated = await call<{ id: string; url: string; complaints: number }>('complaintQrCodeGenerate', {
      token,
      body: { name: 'Parking' },
    });
    expect(generated.body.data).toMatchObject({ complaints: 0 });
    expect(generated.body.data?.url).toContain(generated.body.data?.id);
    const fetched = await call('complaintQrCode', { token, params: { id: generated.body.data?.id ?? '' } });
    expect(fetched.status).toBe(200);
    const complaint = tables.complaints.find((c) => c.shop === SHOP) as Complaint;
    expect(
      (await call<Complaint>('complaintEdit', { token, body: { id: complaint.id, typeComplain: 'other', label: '' } })).body.data,
    ).toMatchObject({ typeComplain: 'other' });
    expect((await call('complaintDelete', { token, body: { id: complaint.id } })).status).toBe(200);
    expect((await call('complaintDelete', { token, body: { id: complaint.id } })).status).toBe(404);
  });
});

describe('requests', () => {
  it('replies with a price, approves, finishes and closes a request', async () => {
    const id = requestIn('new').id;
    const replied = await call<ServiceRequest>('requestReply', { token, body: { id, replyType: 'price', price: 350 } });
    expect(replied.body.data).toMatchObject({ status: 'replied', replyType: 'price', price: 350 });
    for (const [name, status] of [
      ['requestApprove', 'approved'],
      ['requestFinish', 'finished'],
      ['requestDone', 'done'],
    ] as const) {
      expect((await call<ServiceRequest>(name, { token, body: { id } })).body.data?.status).toBe(status);
    }
  });

  it('refuses transitions that make no sense with a 409', async () => {
    const cancelled = requestIn('cancelled').id;
    const res = await call('requestApprove', { token, body: { id: cancelled } });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe('Cannot approve a request that is cancelled.');
    expect((await call('requestFinish', { token, body: { id: requestIn('new').id } })).status).toBe(409);
    expect((await call('requestSpam', { token, body: { id: requestIn('done').id } })).status).toBe(409);
  });

  it('cancels only with a reason, and cancels the open invoices with it', async () => {
    const request = requestIn('approved');
    const invoice = await call<Invoice>('invoiceCreate', {
      token,
      body: { request: request.id, title: 'Platter', amount: 120.5, paymentType: 'link' },
    });
    expect(invoice.status).toBe(201);
    expect((await call('requestCancel', { token, body: { id: request.id } })).status).toBe(422);
    expect(tables.requests.find((r) => r.id === request.id)?.status).toBe('approved');
    const cancelled = await call<ServiceRequest & { invoices: Invoice[] }>('requestCancel', {
      token,
      body: { id: request.id, cancelReason: 'Customer cancelled the party' },
    });
    expect(cancelled.body.data?.status).toBe('cancelled');
    expect(cancelled.body.data?.invoices.every((i) => i.status !== 'open')).toBe(true);
    expect((await call('invoiceCancel', { token, body: { id: invoice.body.data?.id } })).status).toBe(409);
    expect((await call('invoiceCreate', { token, body: { request: request.id, title: 'x', amount: 1, paymentType: 'cash' } })).status).toBe(
      409,
    );
  });

  it("hides other shops' requests and invoices", async () => {
    const other = tables.requests.find((r) => r.shop === OTHER_SHOP) as ServiceRequest;
    expect((await call('requestGet', { token, params: { id: other.id } })).status).toBe(404);
    const otherInvoice = tables.invoices.find((i) => i.request.includes('-2002-'));
    expect((await call('invoiceGet', { token, query: { id: otherInvoice?.id ?? '' } })).status).toBe(404);
  });
});

describe('reviews', () => {
  it('creates a review from a completed bill, publishes it with an SMS and sends it', async () => {
    const order = tables.orders.find(
      (o) => o.shop === SHOP && o.status === 'delivered' && !tables.reviewSubjects.some((s) => s.billID === o.number),
    );
    const created = await call<ReviewSubject>('billReviewsCreate', { token, body: { billID: order?.number } });
    expect(created.status).toBe(201);
    const id = created.body.data?.id ?? '';
    expect(created.body.data?.products.length).toBeGreaterThan(0);
    expect((await call('billReviewsCreate', { token, body: { billID: order?.number } })).status).toBe(409);
    expect((await call('shopReviewsReviewSubjectSend', { token, body: { id } })).body.error?.code).toBe('not_published');
    const published = await call<{ sms: { to: string; text: string } }>('shopReviewsReviewSubjectPublish', {
      token,
      body: { id, language: 'ar', sms: true },
    });
    expect(published.body.data?.sms.text).toContain(`https://dukkan.ae/r/${id}`);
    expect(published.body.data?.sms.text).toMatch(/^مرحباً/);
    expect((await call('shopReviewsReviewSubjectSend', { token, body: { id, channel: 'whatsapp' } })).body.data).toMatchObject({
      sent: true,
      channel: 'whatsapp',
    });
  });

  it('refuses to review an order that is not completed', async () => {
    expect((await call('billReviewsCreate', { token, body: { billID: 'DK-90001' } })).body.error?.code).toBe('order_not_completed');
  });

  it('edits the products and questions of a review', async () => {
    const subject = tables.reviewSubjects.find((s) => s.shop === SHOP) as ReviewSubject;
    await call('shopReviewsReviewSubjectAddProduct', { token, body: { id: subject.id, product: 'sp-test-1' } });
    const products = await call<{ id: string; name: string }[]>('vendorReviewsGetProducts', { token, params: { id: subject.id } });
    expect(products.body.data?.find((p) => p.id === 'sp-test-1')?.name).toBe('Khalas Dates');
    await call('shopReviewsReviewSubjectDeleteProduct', { token, body: { id: subject.id, product: 'sp-test-1' } });
    const template = tables.reviewTemplates.find((t) => t.shop === SHOP) as ReviewTemplate;
    const questions = template.templateQuestions.map((q) => q.id).slice(0, 1);
    const managed = await call<ReviewSubject>('shopReviewsReviewSubjectManageQuestions', { token, body: { id: subject.id, questions } });
    expect(managed.body.data?.questions).toEqual(questions);
    const foreign = tables.reviewTemplates.find((t) => t.shop === OTHER_SHOP)?.templateQuestions[0]?.id;
    expect((await call('shopReviewsReviewSubjectManageQuestions', { token, body: { id: subject.id, questions: [foreign] } })).status).toBe(
      404,
    );
    expect((await call('shopReviewsReviewSubjectEditDetails', { token, body: { id: subject.id, customerPhone: 'abc' } })).status).toBe(422);
  });

  it('manages templates and the invitation settings', async () => {
    const created = await call<ReviewTemplate>('shopReviewsReviewQuestionsCreateTemplate', {
      token,
      body: { title: 'Bakery', templateQuestions: [{ text: 'Was the bread warm?', text_ar: 'هل كان الخبز ساخناً؟' }] },
    });
    expect(created.body.data?.templateQuestions).toHaveLength(1);
    expect((await call('shopReviewsReviewQuestionsDeleteTemplate', { token, body: { id: created.body.data?.id } })).status).toBe(200);
    expect(
      (await call('vendorShopReviewsReviewSubjectChangeSettings', { token, body: { enMsgTemplate: 'No link here' } })).body.error?.code,
    ).toBe('missing_link');
    await call('vendorShopReviewsReviewSubjectChangeSettings', {
      token,
      body: { promoSmsEnabled: false, enMsgTemplate: 'Rate us: {link}' },
    });
    expect((await call('vendorReviewsAdjustSettings', { token })).body.data).toMatchObject({
      promoSmsEnabled: false,
      enMsgTemplate: 'Rate us: {link}',
    });
  });

  it('summarises the ratings', async () => {
    const stats = await call<{ total: number; averageRating: number; distribution: { value: number }[] }>(
      'vendorReviewsStatisticsViewStats',
      { token },
    );
    expect(stats.body.data?.total).toBe(30);
    expect(stats.body.data?.distribution.reduce((sum, d) => sum + d.value, 0)).toBe(25);
    expect(stats.body.data?.averageRating).toBeGreaterThanOrEqual(1);
    const view = await call<{ recentBills: unknown[] }>('vendorReviewsViewCreate', { token });
    expect(view.body.data?.recentBills.length).toBeGreaterThan(0);
  });
});
