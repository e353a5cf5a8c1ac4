/**
 * Service requests and their invoices (vendor spec §3 "Request", "Invoice", §4). The spec
 * does not give the order of the request actions; this mock allows:
 *
 *   reply    new | replied            → replied   (a price or a message)
 *   approve  new | replied            → approved
 *   spam     new | replied            → spam
 *   finish   approved                 → finished  (the work is delivered)
 *   done     finished                 → done      (closed and settled)
 *   cancel   new | replied | approved → cancelled (a reason is required; open invoices are cancelled)
 *
 * Anything else is a 409 (e.g. approving a cancelled request). Invoices can be raised
 * while a request is live (not spam, cancelled or done) and cancelled while open.
 */
import type { EndpointName, Invoice, RequestStatus, ServiceRequest } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { fail, ok, route } from '../../http.ts';
import {
  conflict,
  domainScenarios,
  findOr404,
  notFound,
  optionalEnum,
  optionalText,
  readAed,
  readEnum,
  readId,
  readText,
  staffRoute,
  type Fields,
  type StaffRequest,
} from './support/index.ts';

const names = [
  'shopGetRequests',
  'requestGet',
  'invoiceGet',
  'invoiceCreate',
  'invoiceCancel',
  'requestSpam',
  'requestFinish',
  'requestDone',
  'requestApprove',
  'requestReply',
  'requestCancel',
] as const satisfies readonly EndpointName[];

const STATUSES: readonly RequestStatus[] = ['new', 'replied', 'approved', 'spam', 'finished', 'done', 'cancelled'];

function ownRequests(shop: string): ServiceRequest[] {
  return db().tables.requests.filter((r) => r.shop === shop);
}

function invoicesOf(request: ServiceRequest): Invoice[] {
  return db().tables.invoices.filter((i) => i.request === request.id);
}

function ownInvoice(shop: string, id: string): Invoice {
  const invoice = db().tables.invoices.find((i) => i.id === id);
  if (!invoice || !ownRequests(shop).some((r) => r.id === invoice.request)) throw notFound('Invoice');
  return invoice;
}

function detail(request: ServiceRequest) {
  return { ...request, invoices: invoicesOf(request) };
}

/** An action of the table above: `from` the statuses it accepts, `apply` the change. */
function transition(name: EndpointName, verb: string, from: readonly RequestStatus[], apply: (request: ServiceRequest, f: Fields) => void) {
  return staffRoute(name, ({ shop, f }: StaffRequest) => {
    const request = findOr404(ownRequests(shop), readId(f), 'Request');
    if (!from.includes(request.status)) throw conflict(`Cannot ${verb} a request that is ${request.status}.`, 'invalid_transition');
    apply(request, f);
    db().touch();
    return ok(detail(request));
  });
}

const list = staffRoute('shopGetRequests', ({ shop, f }) => {
  const status = optionalEnum(f, 'status', STATUSES);
  return ok(
    ownRequests(shop)
      .filter((r) => !status || r.status === status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  );
});

const get = staffRoute('requestGet', ({ ctx, shop }) => ok(detail(findOr404(ownRequests(shop), ctx.params.id ?? '', 'Request'))));

const invoiceGet = staffRoute('invoiceGet', ({ shop, f }) => ok(ownInvoice(shop, readId(f))));

const invoiceCreate = staffRoute('invoiceCreate', ({ shop, f }) => {
  const request = findOr404(ownRequests(shop), readId(f, 'request'), 'Request');
  const invoice: Invoice = {
    id: db().nextId('inv'),
    request: request.id,
    title: readText(f, 'title', 120),
    description: optionalText(f, 'description', 2000) ?? '',
    amount: readAed(f, 'amount', { min: 0.01, max: 1_000_000 }),
    paymentType: readEnum(f, 'paymentType', ['cash', 'card', 'link'] as const),
    status: 'open',
    createdAt: new Date().toISOString(),
  };
  if (['spam', 'cancelled', 'done'].includes(request.status))
    throw conflict(`Cannot invoice a request that is ${request.status}.`, 'invalid_transition');
  db().tables.invoices.push(invoice);
  db().touch();
  return ok(invoice, { status: 201 });
});

const invoiceCancel = staffRoute('invoiceCancel', ({ shop, f }) => {
  const invoice = ownInvoice(shop, readId(f));
  if (invoice.status !== 'open') throw conflict(`The invoice is ${invoice.status} and cannot be cancelled.`, 'invoice_closed');
  invoice.status = 'cancelled';
  db().touch();
  return ok(invoice);
});

const reply = transition('requestReply', 'reply to', ['new', 'replied'], (request, f) => {
  const replyType = readEnum(f, 'replyType', ['price', 'message'] as const);
  const price = replyType === 'price' ? readAed(f, 'price', { min: 0.01, max: 1_000_000 }) : undefined;
  request.status = 'replied';
  request.replyType = replyType;
  if (price !== undefined) request.price = price;
  else delete request.price;
});

const approve = transition('requestApprove', 'approve', ['new', 'replied'], (request) => {
  request.status = 'approved';
});
const spam = transition('requestSpam', 'mark as spam', ['new', 'replied'], (request) => {
  request.status = 'spam';
});
const finish = transition('requestFinish', 'finish', ['approved'], (request) => {
  request.status = 'finished';
});
const done = transition('requestDone', 'close', ['finished'], (request) => {
  request.status = 'done';
});

const cancel = transition('requestCancel', 'cancel', ['new', 'replied', 'approved'], (request, f) => {
  request.cancelReason = readText(f, 'cancelReason', 500);
  request.status = 'cancelled';
  for (const invoice of invoicesOf(request)) if (invoice.status === 'open') invoice.status = 'cancelled';
});

export const requestsScenarios = domainScenarios({
  names,
  handlers: [list, get, invoiceGet, invoiceCreate, invoiceCancel, spam, finish, done, approve, reply, cancel],
  empty: [staffRoute('shopGetRequests', () => ok([]))],
  cases: {
    actionFails: (['requestSpam', 'requestFinish', 'requestDone', 'requestApprove', 'requestReply', 'requestCancel'] as const).map((name) =>
      route(name, () => fail(500, 'The request could not be updated.', 'internal')),
    ),
  },
});
