/**
 * Complaints collected through QR codes (vendor spec §3 "Complaint", §7 "Complaints"),
 * and the coloured labels the shop sorts them with. The complaint country code is fixed
 * to 971 (vendor spec §9), whatever the client sends.
 */
import type { Complaint, ComplaintLabel, ComplaintQrCode, EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok } from '../../http.ts';
import {
  conflict,
  domainScenarios,
  findOr404,
  optionalEnum,
  optionalId,
  optionalText,
  readColor,
  readEnum,
  readId,
  readPhone,
  readText,
  removeRow,
  staffRoute,
  type Fields,
} from './support/index.ts';

const names = [
  'complaintList',
  'complaintQrCodeList',
  'complaintQrCode',
  'complaintQrCodeGenerate',
  'complaintAdd',
  'complaintEdit',
  'complaintDelete',
  'complaintLabelAdd',
  'complaintLabelList',
  'complaintLabelEdit',
  'complaintLabelDelete',
  'complaintLabelAssignLabelComplaint',
] as const satisfies readonly EndpointName[];

const TYPES = ['service', 'product', 'delivery', 'other'] as const;
const MAX_QR_CODES = 50;

const own = {
  complaints: (shop: string) => db().tables.complaints.filter((c) => c.shop === shop),
  qrCodes: (shop: string) => db().tables.complaintQrCodes.filter((q) => q.shop === shop),
  labels: (shop: string) => db().tables.complaintLabels.filter((l) => l.shop === shop),
};

function withCount(shop: string, qr: ComplaintQrCode) {
  return { ...qr, complaints: own.complaints(shop).filter((c) => c.QRCode === qr.id).length };
}

/** A label id that must be the shop's; an empty value means "no label". */
function labelRef(shop: string, f: Fields): string | undefined {
  const id = optionalId(f, 'label');
  return id === undefined ? undefined : findOr404(own.labels(shop), id, 'Label').id;
}

function uniqueLabelName(shop: string, name: string, except?: ComplaintLabel): void {
  if (own.labels(shop).some((l) => l !== except && l.name.toLowerCase() === name.toLowerCase())) {
    throw conflict(`A label named ${name} already exists.`, 'duplicate_label');
  }
}

const list = staffRoute('complaintList', ({ shop, f }) => {
  const label = optionalId(f, 'label');
  const qr = optionalId(f, 'QRCode');
  const type = optionalEnum(f, 'typeComplain', TYPES);
  const rows = own
    .complaints(shop)
    .filter((c) => (!label || c.label === label) && (!qr || c.QRCode === qr) && (!type || c.typeComplain === type))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return ok(rows);
});

const qrList = staffRoute('complaintQrCodeList', ({ shop }) => ok(own.qrCodes(shop).map((qr) => withCount(shop, qr))));

const qrGet = staffRoute('complaintQrCode', ({ ctx, shop }) =>
  ok(withCount(shop, findOr404(own.qrCodes(shop), ctx.params.id ?? '', 'QR code'))),
);

const qrGenerate = staffRoute('complaintQrCodeGenerate', ({ shop, f }) => {
  const name = readText(f, 'name', 80);
  if (own.qrCodes(shop).length >= MAX_QR_CODES) throw conflict(`A shop has at most ${MAX_QR_CODES} QR codes.`, 'too_many_qr_codes');
  const id = db().nextId('qr');
  const qr: ComplaintQrCode = { id, shop, name, url: `https://dukkan.ae/complaint/${shop}/${id}` };
  db().tables.complaintQrCodes.push(qr);
  db().touch();
  return ok(withCount(shop, qr), { status: 201 });
});

const add = staffRoute('complaintAdd', ({ shop, f }) => {
  const complaint: Complaint = {
    id: db().nextId('cmp'),
    shop,
    QRCode: findOr404(own.qrCodes(shop), readId(f, 'QRCode'), 'QR code').id,
    phone: readPhone(f, 'phone', '971'),
    countryCode: '971',
    name: readText(f, 'name', 120),
    typeComplain: readEnum(f, 'typeComplain', TYPES),
    message: readText(f, 'message', 2000),
    createdAt: new Date().toISOString(),
  };
  const label = labelRef(shop, f);
  if (label) complaint.label = label;
  db().tables.complaints.push(complaint);
  db().touch();
  return ok(complaint, { status: 201 });
});

const edit = staffRoute('complaintEdit', ({ shop, f }) => {
  const complaint = findOr404(own.complaints(shop), readId(f), 'Complaint');
  const changes: Partial<Complaint> = {};
  const name = optionalText(f, 'name', 120);
  const message = optionalText(f, 'message', 2000);
  if (name) changes.name = name;
  if (message) changes.message = message;
  if (f.phone !== undefined) changes.phone = readPhone(f, 'phone', '971');
  const type = optionalEnum(f, 'typeComplain', TYPES);
  if (type) changes.typeComplain = type;
  if (f.QRCode !== undefined) changes.QRCode = findOr404(own.qrCodes(shop), readId(f, 'QRCode'), 'QR code').id;
  const label = f.label === undefined ? undefined : labelRef(shop, f);
  Object.assign(complaint, changes);
  if (f.label !== undefined) {
    if (label) complaint.label = label;
    else delete complaint.label;
  }
  db().touch();
  return ok(complaint);
});

const remove = staffRoute('complaintDelete', ({ shop, f }) => {
  const complaint = findOr404(own.complaints(shop), readId(f), 'Complaint');
  removeRow(db().tables.complaints, complaint);
  db().touch();
  return ok({ id: complaint.id });
});

const labelAdd = staffRoute('complaintLabelAdd', ({ shop, f }) => {
  const name = readText(f, 'name', 40);
  const color = readColor(f, 'color');
  uniqueLabelName(shop, name);
  const label: ComplaintLabel = { id: db().nextId('clabel'), shop, name, color };
  db().tables.complaintLabels.push(label);
  db().touch();
  return ok(label, { status: 201 });
});

const labelList = staffRoute('complaintLabelList', ({ shop }) => ok(own.labels(shop)));

const labelEdit = staffRoute('complaintLabelEdit', ({ shop, f }) => {
  const label = findOr404(own.labels(shop), readId(f), 'Label');
  const name = optionalText(f, 'name', 40);
  const color = f.color === undefined ? undefined : readColor(f, 'color');
  if (name) uniqueLabelName(shop, name, label);
  if (name) label.name = name;
  if (color) label.color = color;
  db().touch();
  return ok(label);
});

const labelDelete = staffRoute('complaintLabelDelete', ({ shop, f }) => {
  const label = findOr404(own.labels(shop), readId(f), 'Label');
  removeRow(db().tables.complaintLabels, label);
  for (const complaint of own.complaints(shop)) if (complaint.label === label.id) delete complaint.label;
  db().touch();
  return ok({ id: label.id });
});

const assignLabel = staffRoute('complaintLabelAssignLabelComplaint', ({ shop, f }) => {
  const complaint = findOr404(own.complaints(shop), readId(f, 'complaint'), 'Complaint');
  const label = labelRef(shop, f);
  if (label) complaint.label = label;
  else delete complaint.label;
  db().touch();
  return ok(complaint);
});

export const complaintsScenarios = domainScenarios({
  names,
  handlers: [list, qrList, qrGet, qrGenerate, add, edit, remove, labelAdd, labelList, labelEdit, labelDelete, assignLabel],
  empty: [
    staffRoute('complaintList', () => ok([])),
    staffRoute('complaintQrCodeList', () => ok([])),
    staffRoute('complaintLabelList', () => ok([])),
  ],
});
