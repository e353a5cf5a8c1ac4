/**
 * Review templates (a title and its questions), the invitation message settings, and the
 * pickers of the create-review screen (a bill's products, the questions on offer).
 */
import type { EndpointName, ReviewQuestion, ReviewSettings, ReviewTemplate } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok } from '../../http.ts';
import { ownOrders } from './orders.ledger.ts';
import {
  conflict,
  findOr404,
  invalid,
  notFound,
  optionalBoolean,
  optionalId,
  optionalText,
  readId,
  readObjectList,
  readText,
  removeRow,
  staffRoute,
  withoutShop,
  type Fields,
} from './support/index.ts';

export const templateNames = [
  'shopReviewsReviewQuestionsCreateTemplate',
  'shopReviewsReviewQuestionsDeleteTemplate',
  'vendorReviewsGetTemplates',
  'vendorReviewsAdjustSettings',
  'vendorShopReviewsReviewSubjectChangeSettings',
  'vendorBillReviewsProducts',
  'vendorBillReviewsQuestions',
] as const satisfies readonly EndpointName[];

const MAX_TEMPLATES = 20;

export function ownTemplates(shop: string): ReviewTemplate[] {
  return db().tables.reviewTemplates.filter((t) => t.shop === shop);
}

export function allQuestions(shop: string): ReviewQuestion[] {
  return ownTemplates(shop).flatMap((t) => t.templateQuestions);
}

const DEFAULT_SETTINGS: ReviewSettings = {
  enMsgTemplate: 'Hi {name}, thank you for ordering from {shop}! Tell us how we did: {link}',
  arMsgTemplate: 'مرحباً {name}، شكراً لطلبك من {shop}! شاركنا رأيك: {link}',
  promoSmsEnabled: false,
};

/** The shop's review settings, created from the platform's messages on first use. */
export function reviewSettingsOf(shop: string): ReviewSettings & { shop: string } {
  const { tables } = db();
  let row = tables.reviewSettings.find((s) => s.shop === shop);
  if (!row) {
    row = { shop, ...DEFAULT_SETTINGS };
    tables.reviewSettings.push(row);
  }
  return row;
}

/** A message template must carry the review link, or the customer cannot answer. */
function readMessage(f: Fields, key: string): string | undefined {
  const text = optionalText(f, key, 480);
  if (text === undefined) return undefined;
  if (!text.includes('{link}')) throw invalid(`${key} must contain {link}.`, 'missing_link');
  return text;
}

const createTemplate = staffRoute('shopReviewsReviewQuestionsCreateTemplate', ({ shop, f }) => {
  const title = readText(f, 'title', 80);
  const questions = readObjectList(f, 'templateQuestions', { max: 20 });
  if (questions.length === 0) throw invalid('templateQuestions needs at least one question.', 'missing_field');
  if (ownTemplates(shop).length >= MAX_TEMPLATES) throw conflict(`A shop has at most ${MAX_TEMPLATES} templates.`, 'too_many_templates');
  const template: ReviewTemplate = {
    id: db().nextId('rtpl'),
    shop,
    title,
    templateQuestions: questions.map((raw) => {
      const text_ar = optionalText(raw, 'text_ar', 200);
      return { id: db().nextId('rq'), text: readText(raw, 'text', 200), ...(text_ar ? { text_ar } : {}) };
    }),
  };
  db().tables.reviewTemplates.push(template);
  db().touch();
  return ok(template, { status: 201 });
});

const deleteTemplate = staffRoute('shopReviewsReviewQuestionsDeleteTemplate', ({ shop, f }) => {
  const template = findOr404(ownTemplates(shop), readId(f), 'Template');
  removeRow(db().tables.reviewTemplates, template);
  // Reviews keep asking the questions they already had only while those still exist.
  const gone = new Set(template.templateQuestions.map((q) => q.id));
  for (const subject of db().tables.reviewSubjects)
    if (subject.shop === shop) subject.questions = subject.questions.filter((q) => !gone.has(q));
  db().touch();
  return ok({ id: template.id });
});

const getTemplates = staffRoute('vendorReviewsGetTemplates', ({ shop }) => ok(ownTemplates(shop)));

const adjustSettings = staffRoute('vendorReviewsAdjustSettings', ({ shop }) => ok(withoutShop(reviewSettingsOf(shop))));

const changeSettings = staffRoute('vendorShopReviewsReviewSubjectChangeSettings', ({ shop, f }) => {
  const enMsgTemplate = readMessage(f, 'enMsgTemplate');
  const arMsgTemplate = readMessage(f, 'arMsgTemplate');
  const promoSmsEnabled = optionalBoolean(f, 'promoSmsEnabled');
  const settings = reviewSettingsOf(shop);
  if (enMsgTemplate) settings.enMsgTemplate = enMsgTemplate;
  if (arMsgTemplate) settings.arMsgTemplate = arMsgTemplate;
  if (promoSmsEnabled !== undefined) settings.promoSmsEnabled = promoSmsEnabled;
  db().touch();
  return ok(withoutShop(settings));
});

/** The products of a bill, to pick the ones the review asks about. */
const billProducts = staffRoute('vendorBillReviewsProducts', ({ shop, f }) => {
  const billID = readId(f, 'billID');
  const order = ownOrders(shop).find((o) => o.id === billID || o.number === billID);
  if (!order) throw notFound('Bill');
  return ok(order.products.map((l) => ({ id: l.shopProduct, name: l.name, name_ar: l.name_ar, count: l.count })));
});

const billQuestions = staffRoute('vendorBillReviewsQuestions', ({ shop, f }) => {
  const templateId = optionalId(f, 'template');
  return ok(templateId ? findOr404(ownTemplates(shop), templateId, 'Template').templateQuestions : allQuestions(shop));
});

export const templateHandlers = [createTemplate, deleteTemplate, getTemplates, adjustSettings, changeSettings, billProducts, billQuestions];

export const templateEmpty = [
  staffRoute('vendorReviewsGetTemplates', () => ok([])),
  staffRoute('vendorBillReviewsQuestions', () => ok([])),
];
