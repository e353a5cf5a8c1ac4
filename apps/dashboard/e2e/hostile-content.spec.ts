/**
 * Hostile content in the dashboard (issue #18 item 2, decision 0084): text the shop did not
 * write itself — complaint messages from a QR code form, review customers' names, WhatsApp
 * template previews, social cards — and the shop's own hostile product names, blog blocks and
 * slider titles as a cashier would see them, written through the real API with the XSS corpus
 * (scripts/e2e/hostile.ts). On every page: no script ran, no `on*` attribute, only
 * http/https/mailto/tel links, noopener noreferrer on every `_blank` link, bidi names isolated,
 * and the hostile text shown as text.
 */
import type { Page } from '@playwright/test';
import { apps, expect, test } from '../../../scripts/e2e/fixtures.ts';
import {
  BIDI_NAMES,
  corpusText,
  customerApi,
  expectHarmless,
  installMarker,
  resetMock,
  shortVector,
  TEXT_VECTORS,
  URL_VECTORS,
  vectorsIn,
  vendorApi,
} from '../../../scripts/e2e/hostile.ts';
import { owner, signIn } from './session.ts';

test.beforeEach(async ({ request }) => resetMock(request));
test.afterEach(async ({ request }) => resetMock(request));

/** An in-app navigation (the router's own history), so the signed-in session stays in memory. */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(`${apps.dashboard}${path}`);
  await expect(page.locator('main').first()).toBeVisible();
}

test('no script from customer-written or shop content runs in the dashboard', async ({ page, request, locale }) => {
  test.slow();
  const api = await vendorApi(request);
  const tally: Record<string, number> = {};
  const placed = (place: string, vectors: number) => (tally[place] = (tally[place] ?? 0) + vectors);
  let refused = 0;

  // Complaints, as the QR code form sends them: a bidi-override name and every vector in the message.
  const qrCodes = await api.write<{ id: string }[]>('GET', '/api/v1/complaint/qr-code/list');
  const qr = qrCodes[0];
  if (!qr) throw new Error('The seed has no complaint QR code');
  const complaintNames = [BIDI_NAMES.en, BIDI_NAMES.ar, ...TEXT_VECTORS.slice(0, 3).map((v) => v.text)];
  for (const [i, name] of complaintNames.entries()) {
    await api.write('POST', '/api/v1/complaint/add', {
      QRCode: qr.id,
      phone: `50123456${i}`,
      name,
      typeComplain: 'service',
      message: corpusText(i % 2 ? 'ar' : 'en'),
    });
    placed('complaints (name, message)', 1 + vectorsIn(corpusText(i % 2 ? 'ar' : 'en')));
  }

  // Review requests: the customer's name as the bill carries it.
  const reviewNames = [BIDI_NAMES.ar, BIDI_NAMES.en, shortVector(1, 120).text, shortVector(13, 120).text];
  const reviews: string[] = [];
  for (const [i, name] of reviewNames.entries()) {
    const review = await api.write<{ id: string }>('POST', '/api/v1/vendor/reviews/create-review', {
      billID: `HX-${i + 1}`,
      customerFullName: name,
      customerPhone: `50765432${i}`,
    });
    reviews.push(review.id);
    placed('review customer names', 1);
  }

  // WhatsApp templates: every vector in the body, header and footer; URL vectors as buttons are refused.
  for (const v of URL_VECTORS) {
    const answer = await api.call('POST', '/api/v1/whatsapp/template', {
      name: `hostile_button_${v.n}`,
      lang: 'en',
      category: 'marketing',
      body: 'Hello',
      buttons: [{ type: 'url', text: 'Open', value: v.text }],
    });
    expect(answer.status, `a WhatsApp URL button ${JSON.stringify(v.text)} was accepted`).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    refused += 1;
  }
  for (const lang of ['en', 'ar'] as const) {
    await api.write('POST', '/api/v1/whatsapp/template', {
      name: `hostile_offer_${lang}`,
      lang,
      category: 'marketing',
      header: shortVector(lang === 'en' ? 0 : 12, 60).text,
      body: corpusText(lang, 1024),
      footer: shortVector(lang === 'en' ? 1 : 13, 60).text,
      buttons: [{ type: 'url', text: shortVector(2, 25).text, value: 'https://example.com/offer' }],
    });
    placed('WhatsApp template preview', 3 + vectorsIn(corpusText(lang, 1024)));
  }

  // Social cards: title and description.
  for (const [i, lang] of (['en', 'ar'] as const).entries()) {
    await api.write('PUT', `/api/shop/${api.shop}/social-cards`, {
      title: `${lang === 'ar' ? BIDI_NAMES.ar : BIDI_NAMES.en}`.slice(0, 70),
      description: `${shortVector(i, 90).text} ${shortVector(i + 12, 90).text}`.slice(0, 200),
    });
    placed('social cards', 3);
  }

  // The shop's own private product name, as the cashier's catalogue shows it.
  const privates = await api.write<{ id: string; name: string }[]>('GET', '/api/v1/grocery/shop/private-products/products');
  const product = privates[0];
  if (!product) throw new Error('The seed has no private product');
  const productName = `Dates ${shortVector(1, 100).text}`;
  const productNameAr = `تمر ${shortVector(13, 100).text}`;
  await api.write('POST', '/api/v1/grocery/product/update', { id: product.id, name: productName, name_ar: productNameAr });
  placed('private product names', 2);

  // A customer's own account: a bidi-override name and an order whose notes carry the corpus,
  // placed through the customer API as the storefront places it.
  const customer = await customerApi(request);
  const customerName = locale === 'ar' ? BIDI_NAMES.ar : BIDI_NAMES.en;
  await customer.write('PUT', '/api/v1/auth/info', { name: customerName });
  const listing = (await (await request.get(`${apps.mockApi}/api/v1/shop/${api.shop}/products`)).json()) as {
    data: {
      categories: { gproducts: { id: string; isAvailable: boolean; price: number; addons: unknown[]; product: { unit: string } }[] }[];
    };
  };
  const item = listing.data.categories
    .flatMap((c) => c.gproducts)
    .find((sp) => sp.isAvailable && sp.addons.length === 0 && sp.product.unit !== 'kg' && sp.price >= 30);
  if (!item) throw new Error('The seed has no plain product of 30 AED or more');
  const notes = corpusText(locale, 500);
  const placedOrder = await customer.write<{ order: { id: string } }>('POST', '/api/v2/grocery/cart/store', {
    shop: api.shop,
    products: [{ id: item.id, count: 1, addons: [] }],
    payment_type: 'cash',
    pickup: true,
    cart_notes: notes,
    source: 'website',
  });
  placed('order notes and customer name', 1 + vectorsIn(notes));

  const { dialogs } = await installMarker(page);
  await signIn(page, locale, owner);
  const vectorTexts = TEXT_VECTORS.map((v) => v.text);
  const pages: [string, string, readonly string[]][] = [
    ['order (customer name, notes)', `/orders/${encodeURIComponent(placedOrder.order.id)}`, [customerName, ...vectorTexts]],
    ['complaints', '/customers/complaints', [...complaintNames, ...vectorTexts]],
    ['reviews', '/marketing/reviews', reviewNames],
    ['review detail', `/marketing/reviews/${encodeURIComponent(reviews[0] ?? '')}`, reviewNames],
    ['WhatsApp templates', '/customers/whatsapp', vectorTexts],
    ['social cards', '/marketing/social-cards', [BIDI_NAMES.en, BIDI_NAMES.ar, ...vectorTexts]],
    ['private products', '/catalogue/private', [productName, productNameAr]],
  ];
  let bidiTexts = 0;
  for (const [where, path, shown] of pages) {
    await go(page, path);
    bidiTexts += (await expectHarmless(page, where, dialogs, shown)).bidiTexts;
  }
  expect(bidiTexts).toBeGreaterThan(0);
  const total = Object.values(tally).reduce((a, b) => a + b, 0);
  console.log(
    `[hostile dashboard ${locale}] ${total} text vectors placed in ${Object.keys(tally).length} places, ` +
      `${refused} URL vectors refused by the API (WhatsApp buttons), ${pages.length} pages checked, ${bidiTexts} bidi-override texts isolated`,
  );
});
