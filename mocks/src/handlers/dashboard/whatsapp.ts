/**
 * WhatsApp Business templates and messages (vendor spec §3, §7 "WhatsApp"). A new template
 * waits for Meta's review (pending); only approved templates can be sent, to real phone
 * numbers, with exactly one value per `{{n}}` placeholder of the body.
 */
import type { EndpointName, WhatsappMessage, WhatsappTemplate } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { fail, ok, read, route } from '../../http.ts';
import {
  conflict,
  domainScenarios,
  findOr404,
  internationalNumber,
  invalid,
  optionalEnum,
  optionalText,
  placeholderCount,
  readEnum,
  readId,
  readObjectList,
  readText,
  removeRow,
  staffRoute,
  withoutShop,
  type Fields,
} from './support/index.ts';

const names = [
  'whatsappMessagesSend',
  'whatsappTemplateCreate',
  'whatsappTemplateDelete',
  'whatsappTemplates',
  'whatsappTemplateGet',
] as const satisfies readonly EndpointName[];

const MAX_RECIPIENTS = 1000;

/**
 * WhatsApp lives on mobile numbers: a UAE number (971…) that is not a mobile (5x, 9 digits) is a
 * landline (02, 03, 04, 06, 07, 09) or a service number, and WhatsApp refuses it.
 */
function notOnWhatsapp(international: string): boolean {
  return international.startsWith('971') && !/^9715\d{8}$/.test(international);
}

/** `97141234567` as people read it: `+971 4 123 4567`. */
function readable(international: string): string {
  const national = international.slice(3);
  return `+971 ${national.slice(0, national.length - 7)} ${national.slice(-7, -4)} ${national.slice(-4)}`;
}

type TemplateRow = WhatsappTemplate & { shop: string };

function ownTemplates(shop: string): TemplateRow[] {
  return db().tables.whatsappTemplates.filter((t) => t.shop === shop);
}

/** Meta's rules: placeholders numbered 1..n with none skipped. */
function readBody(f: Fields): string {
  const body = readText(f, 'body', 1024);
  const numbers = [...new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  if (numbers.some((n, i) => n !== i + 1))
    throw invalid('Placeholders must be numbered {{1}}, {{2}} … without gaps.', 'invalid_placeholders');
  return body;
}

function readButtons(f: Fields): WhatsappTemplate['buttons'] {
  return readObjectList(f, 'buttons', { required: false, max: 3 }).map((raw) => {
    const type = readEnum(raw, 'type', ['url', 'phone', 'quick_reply'] as const);
    const text = readText(raw, 'text', 25);
    if (type === 'quick_reply') return { type, text };
    const value = read.string(raw, 'value', { max: 2000 });
    if (type === 'phone') return { type, text, value: `+${internationalNumber(value)}` };
    if (!/^https:\/\//.test(value)) throw invalid('A URL button needs an https link.', 'invalid_url');
    return { type, text, value };
  });
}

const list = staffRoute('whatsappTemplates', ({ shop, f }) => {
  const status = optionalEnum(f, 'status', ['approved', 'pending', 'rejected'] as const);
  const lang = optionalEnum(f, 'lang', ['en', 'ar'] as const);
  return ok(
    ownTemplates(shop)
      .filter((t) => (!status || t.status === status) && (!lang || t.lang === lang))
      .map(withoutShop),
  );
});

const get = staffRoute('whatsappTemplateGet', ({ ctx, shop }) =>
  ok(withoutShop(findOr404(ownTemplates(shop), ctx.params.id ?? '', 'Template'))),
);

const create = staffRoute('whatsappTemplateCreate', ({ shop, f }) => {
  const name = read.string(f, 'name', { max: 512 });
  if (!/^[a-z0-9_]+$/.test(name)) throw invalid('name may use lowercase letters, digits and underscores only.');
  const lang = readEnum(f, 'lang', ['en', 'ar'] as const);
  const template: TemplateRow = {
    shop,
    id: db().nextId('wat'),
    name,
    lang,
    category: readEnum(f, 'category', ['marketing', 'utility', 'authentication'] as const),
    body: readBody(f),
    buttons: readButtons(f),
    status: 'pending',
  };
  const header = optionalText(f, 'header', 60);
  const footer = optionalText(f, 'footer', 60);
  if (header) template.header = header;
  if (footer) template.footer = footer;
  if (ownTemplates(shop).some((t) => t.name === name && t.lang === lang))
    throw conflict(`A ${lang} template named ${name} already exists.`, 'duplicate_template');
  db().tables.whatsappTemplates.push(template);
  db().touch();
  return ok(withoutShop(template), { status: 201 });
});

const remove = staffRoute('whatsappTemplateDelete', ({ shop, f }) => {
  const template = findOr404(ownTemplates(shop), readId(f), 'Template');
  removeRow(db().tables.whatsappTemplates, template);
  db().touch();
  return ok({ id: template.id });
});

/**
 * `Idempotency-Key` → the message it sent, per shop: a retry whose first attempt went through
 * (its answer lost on the way) gets that message back instead of a second one (decision 0069).
 */
const sentByKey = new Map<string, string>();

const send = staffRoute('whatsappMessagesSend', ({ ctx, shop, f }) => {
  const key = ctx.request.headers.get('idempotency-key');
  const replay = key ? db().tables.whatsappMessages.find((m) => m.shop === shop && m.id === sentByKey.get(`${shop} ${key}`)) : undefined;
  if (replay) return ok(withoutShop(replay));
  const raw = read.array(f, 'recipients');
  if (raw.length === 0 || raw.length > MAX_RECIPIENTS) throw invalid(`recipients needs 1 to ${MAX_RECIPIENTS} phone numbers.`);
  const recipients = [
    ...new Set(
      raw.map((r) => {
        if (typeof r !== 'string' && typeof r !== 'number') throw invalid('recipients must be phone numbers.', 'invalid_phone');
        return internationalNumber(String(r));
      }),
    ),
  ];
  const template = findOr404(ownTemplates(shop), readId(f, 'template'), 'Template');
  const params = read.array(f, 'params', { required: false });
  if (!params.every((p) => typeof p === 'string' && p.length <= 1024)) throw invalid('params must be texts.');
  if (template.status !== 'approved')
    throw conflict(`The template ${template.name} is ${template.status}: only approved templates can be sent.`, 'template_not_approved');
  const expected = placeholderCount(template.body);
  if (params.length !== expected) throw invalid(`The template needs ${expected} parameter(s), got ${params.length}.`, 'invalid_params');
  // Nothing is sent when one number cannot receive it: the caller sends one call per recipient to
  // learn which ones failed (decision 0069).
  const refused = recipients.filter(notOnWhatsapp);
  if (refused.length > 0)
    throw invalid(
      `${refused.map(readable).join(', ')} ${refused.length === 1 ? 'is' : 'are'} not on WhatsApp: landlines cannot receive WhatsApp messages.`,
      'not_on_whatsapp',
    );
  const message: WhatsappMessage & { shop: string } = {
    shop,
    id: db().nextId('wam'),
    recipients,
    template: template.id,
    params: params as string[],
    sentAt: new Date().toISOString(),
  };
  db().tables.whatsappMessages.push(message);
  if (key) sentByKey.set(`${shop} ${key}`, message.id);
  db().touch();
  return ok(withoutShop(message), { status: 201 });
});

export const whatsappScenarios = domainScenarios({
  names,
  handlers: [list, get, create, remove, send],
  empty: [staffRoute('whatsappTemplates', () => ok([]))],
  cases: {
    sendFails: [route('whatsappMessagesSend', () => fail(502, 'WhatsApp did not accept the message. Try again later.', 'provider_error'))],
  },
});
