/**
 * Review subjects (vendor spec §3 "Review subject", §4): a review request for one bill,
 * with the products and questions it asks about. It is created from a completed order or
 * by hand, published in a language (optionally texting the customer), and sent on.
 */
import type { EndpointName, Order, ReviewQuestion, ReviewSubject } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import { ownOrders } from './orders.ledger.ts';
import { visibleProductId } from './products.store.ts';
import { allQuestions, reviewSettingsOf } from './reviews.templates.ts';
import { ownShopRecord } from './shop.ts';
import {
  conflict,
  findOr404,
  invalid,
  nationalNumber,
  notFound,
  optionalBoolean,
  optionalEnum,
  optionalId,
  optionalText,
  readEnum,
  readId,
  readIdList,
  readPhone,
  readText,
  removeRow,
  staffRoute,
  type Fields,
} from './support/index.ts';

export const subjectNames = [
  'billReviewsCreate',
  'vendorReviewsCreateReview',
  'vendorReviewsListReviews',
  'vendorReviewsReviewDetails',
  'vendorReviewsManageQuestion',
  'vendorReviewsGetProducts',
  'vendorReviewsFinalReviews',
  'shopReviewsReviewSubjectDelete',
  'shopReviewsReviewSubjectDeleteProduct',
  'shopReviewsReviewSubjectAddProduct',
  'shopReviewsReviewSubjectPublish',
  'shopReviewsReviewSubjectSend',
  'shopReviewsReviewSubjectManageQuestions',
  'shopReviewsReviewSubjectEditDetails',
] as const satisfies readonly EndpointName[];

const FLAVORS = ['website', 'ios', 'android', 'pos'] as const;
const MAX_PRODUCTS = 20;

export function ownSubjects(shop: string): ReviewSubject[] {
  return db().tables.reviewSubjects.filter((s) => s.shop === shop);
}

function subjectOf(shop: string, id: string): ReviewSubject {
  return findOr404(ownSubjects(shop), id, 'Review');
}

/** Products of a subject with their names, from what the shop sells or its private catalogue. */
function productsOf(shop: string, subject: ReviewSubject) {
  const { shopProducts, catalogue } = db().tables;
  return subject.products.map((id) => {
    const sold = shopProducts.find((sp) => sp.shop === shop && (sp.id === id || sp.product.id === id));
    const own = catalogue.find((p) => p.shop === shop && p.id === id);
    const product = sold?.product ?? own;
    return { id, name: product?.name ?? id, name_ar: product?.name_ar, image: product?.image };
  });
}

function questionsOf(shop: string, subject: ReviewSubject): ReviewQuestion[] {
  const all = allQuestions(shop);
  return subject.questions.map((id) => all.find((q) => q.id === id)).filter((q): q is ReviewQuestion => Boolean(q));
}

function detail(shop: string, subject: ReviewSubject) {
  return { ...subject, productDetails: productsOf(shop, subject), questionDetails: questionsOf(shop, subject) };
}

function templateQuestions(shop: string, f: Fields): string[] {
  const templateId = optionalId(f, 'template');
  const templates = db().tables.reviewTemplates.filter((t) => t.shop === shop);
  const template = templateId ? findOr404(templates, templateId, 'Template') : templates[0];
  return template?.templateQuestions.map((q) => q.id) ?? [];
}

function uniqueBill(shop: string, billID: string, except?: ReviewSubject): void {
  if (ownSubjects(shop).some((s) => s !== except && s.billID === billID))
    throw conflict(`Bill ${billID} already has a review.`, 'review_exists');
}

function billOrder(shop: string, billID: string): Order {
  const order = ownOrders(shop).find((o) => o.id === billID || o.number === billID);
  if (!order) throw notFound('Bill');
  return order;
}

const fromBill = staffRoute('billReviewsCreate', ({ shop, f }) => {
  const order = billOrder(shop, readId(f, 'billID'));
  if (order.status !== 'delivered' && order.status !== 'picked_up')
    throw conflict(`Order ${order.number} is not completed yet.`, 'order_not_completed');
  uniqueBill(shop, order.number);
  const subject: ReviewSubject = {
    id: db().nextId('rev'),
    shop,
    billID: order.number,
    customerFullName: order.customerName ?? '',
    customerPhone: order.customerPhone ? nationalNumber(order.customerPhone) : '',
    appFlavor: optionalEnum(f, 'appFlavor', FLAVORS) ?? (order.source === 'app' ? 'android' : order.source),
    products: [...new Set(order.products.map((l) => l.shopProduct))].slice(0, MAX_PRODUCTS),
    questions: templateQuestions(shop, f),
    published: false,
    createdAt: new Date().toISOString(),
  };
  db().tables.reviewSubjects.push(subject);
  db().touch();
  return ok(detail(shop, subject), { status: 201 });
});

const manual = staffRoute('vendorReviewsCreateReview', ({ shop, f }) => {
  const billID = readText(f, 'billID', 40);
  const products = readIdList(f, 'products', { required: false, max: MAX_PRODUCTS }).map((id) => visibleProductId(shop, id));
  const subject: ReviewSubject = {
    id: db().nextId('rev'),
    shop,
    billID,
    customerFullName: readText(f, 'customerFullName', 120),
    customerPhone: readPhone(f, 'customerPhone'),
    appFlavor: optionalEnum(f, 'appFlavor', FLAVORS) ?? 'website',
    products: [...new Set(products)],
    questions: templateQuestions(shop, f),
    published: false,
    createdAt: new Date().toISOString(),
  };
  uniqueBill(shop, billID);
  db().tables.reviewSubjects.push(subject);
  db().touch();
  return ok(detail(shop, subject), { status: 201 });
});

const list = staffRoute('vendorReviewsListReviews', ({ shop, f }) => {
  const published = optionalBoolean(f, 'published');
  return ok(
    ownSubjects(shop)
      .filter((s) => published === undefined || s.published === published)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  );
});

const details = staffRoute('vendorReviewsReviewDetails', ({ ctx, shop }) => ok(detail(shop, subjectOf(shop, ctx.params.id ?? ''))));

const manageQuestion = staffRoute('vendorReviewsManageQuestion', ({ ctx, shop }) => {
  const subject = subjectOf(shop, ctx.params.id ?? '');
  return ok({ selected: questionsOf(shop, subject), available: allQuestions(shop) });
});

const getProducts = staffRoute('vendorReviewsGetProducts', ({ ctx, shop }) => ok(productsOf(shop, subjectOf(shop, ctx.params.id ?? ''))));

/** What the customer answered: nothing until the review is published and answered. */
const finalReviews = staffRoute('vendorReviewsFinalReviews', ({ ctx, shop }) => {
  const subject = subjectOf(shop, ctx.params.id ?? '');
  return ok({
    id: subject.id,
    published: subject.published,
    language: subject.language ?? null,
    rating: subject.rating ?? null,
    comment: subject.comment ?? null,
    products: productsOf(shop, subject),
    questions: questionsOf(shop, subject),
  });
});

const remove = staffRoute('shopReviewsReviewSubjectDelete', ({ shop, f }) => {
  const subject = subjectOf(shop, readId(f));
  removeRow(db().tables.reviewSubjects, subject);
  db().touch();
  return ok({ id: subject.id });
});

const removeProduct = staffRoute('shopReviewsReviewSubjectDeleteProduct', ({ shop, f }) => {
  const subject = subjectOf(shop, readId(f));
  const product = readId(f, 'product');
  if (!subject.products.includes(product)) throw notFound('Product');
  subject.products = subject.products.filter((p) => p !== product);
  db().touch();
  return ok(detail(shop, subject));
});

const addProduct = staffRoute('shopReviewsReviewSubjectAddProduct', ({ shop, f }) => {
  const subject = subjectOf(shop, readId(f));
  const raw = readId(f, 'product');
  // Keep the id the client chose when it names a product the shop sells (shop-product ids are what bills hold).
  const product = db().tables.shopProducts.some((sp) => sp.shop === shop && sp.id === raw) ? raw : visibleProductId(shop, raw);
  if (!subject.products.includes(product)) {
    if (subject.products.length >= MAX_PRODUCTS) throw conflict(`A review covers at most ${MAX_PRODUCTS} products.`, 'too_many_products');
    subject.products.push(product);
  }
  db().touch();
  return ok(detail(shop, subject));
});

/** The review invitation in the customer's language, from the shop's review settings. */
function invitation(shop: string, subject: ReviewSubject): { to: string; text: string } {
  const settings = reviewSettingsOf(shop);
  const record = ownShopRecord(shop);
  const arabic = subject.language === 'ar';
  const text = (arabic ? settings.arMsgTemplate : settings.enMsgTemplate)
    .replaceAll('{name}', subject.customerFullName)
    .replaceAll('{shop}', (arabic ? record.name_ar : undefined) ?? record.name)
    .replaceAll('{link}', `https://dukkan.ae/r/${subject.id}`);
  return { to: `+971${subject.customerPhone}`, text };
}

const publish = staffRoute('shopReviewsReviewSubjectPublish', ({ shop, f }) => {
  const subject = subjectOf(shop, readId(f));
  const language = readEnum(f, 'language', ['en', 'ar'] as const);
  const sms = read.boolean(f, 'sms', false);
  if (subject.questions.length === 0) throw conflict('Choose at least one question before publishing.', 'no_questions');
  subject.published = true;
  subject.language = language;
  db().touch();
  return ok({ review: detail(shop, subject), sms: sms ? invitation(shop, subject) : null });
});

const send = staffRoute('shopReviewsReviewSubjectSend', ({ shop, f }) => {
  const subject = subjectOf(shop, readId(f));
  const channel = optionalEnum(f, 'channel', ['sms', 'whatsapp'] as const) ?? 'sms';
  if (!subject.published) throw conflict('Publish the review before sending it.', 'not_published');
  if (!subject.customerPhone) throw invalid('The review has no customer phone.', 'missing_phone');
  return ok({ sent: true, channel, ...invitation(shop, subject) });
});

const manageQuestions = staffRoute('shopReviewsReviewSubjectManageQuestions', ({ shop, f }) => {
  const subject = subjectOf(shop, readId(f));
  const ids = [...new Set(readIdList(f, 'questions', { max: 20 }))];
  const known = new Set(allQuestions(shop).map((q) => q.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw notFound(`Question ${unknown}`);
  subject.questions = ids;
  db().touch();
  return ok(detail(shop, subject));
});

const editDetails = staffRoute('shopReviewsReviewSubjectEditDetails', ({ shop, f }) => {
  const subject = subjectOf(shop, readId(f));
  const changes: Partial<ReviewSubject> = {};
  const billID = optionalText(f, 'billID', 40);
  const name = optionalText(f, 'customerFullName', 120);
  if (billID) {
    uniqueBill(shop, billID, subject);
    changes.billID = billID;
  }
  if (name) changes.customerFullName = name;
  if (f.customerPhone !== undefined) changes.customerPhone = readPhone(f, 'customerPhone');
  const flavor = optionalEnum(f, 'appFlavor', FLAVORS);
  if (flavor) changes.appFlavor = flavor;
  Object.assign(subject, changes);
  db().touch();
  return ok(detail(shop, subject));
});

export const subjectHandlers = [
  fromBill,
  manual,
  list,
  details,
  manageQuestion,
  getProducts,
  finalReviews,
  remove,
  removeProduct,
  addProduct,
  publish,
  send,
  manageQuestions,
  editDetails,
];

export const subjectEmpty = [staffRoute('vendorReviewsListReviews', () => ok([]))];
