/**
 * CRM v2 customer attributes (name, type, options; a value per customer through
 * attribute/link), the shop's global note titles, and its customer labels.
 */
import type { CrmAttribute, CustomerLabel, EndpointName, GlobalNoteTitle } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import { ownCustomer, ownCustomers } from './customers.store.ts';
import {
  conflict,
  findOr404,
  invalid,
  optionalText,
  readColor,
  readDay,
  readEnum,
  readId,
  readText,
  removeRow,
  staffRoute,
  type Fields,
} from './support/index.ts';

export const attributeNames = [
  'customerCrmV2AttributeList',
  'customerCrmV2AttributeGet',
  'customerCrmV2AttributeAdd',
  'customerCrmV2AttributeUpdate',
  'customerCrmV2AttributeDelete',
  'customerCrmV2AttributeLink',
  'customerNotesGlobalList',
  'customerNotesGlobalAdd',
  'customerNotesGlobalUpdate',
  'customerNotesGlobalDelete',
  'vendorShopLabelAdd',
  'vendorShopLabelAssignLabelCustomer',
  'vendorShopLabelUpdate',
  'vendorShopLabelDelete',
] as const satisfies readonly EndpointName[];

const own = {
  attributes: (shop: string) => db().tables.crmAttributes.filter((a) => a.shop === shop),
  notes: (shop: string) => db().tables.globalNotes.filter((n) => n.shop === shop),
  labels: (shop: string) => db().tables.customerLabels.filter((l) => l.shop === shop),
};

/** Select options: 1 to 30 distinct non-empty texts. */
function readOptions(f: Fields): string[] {
  const options = read.array(f, 'options');
  if (options.length === 0 || options.length > 30) throw invalid('options needs 1 to 30 values.');
  const texts = options.map((o) => (typeof o === 'string' ? o.trim() : ''));
  if (texts.some((t) => !t || t.length > 60) || new Set(texts).size !== texts.length) throw invalid('options must be distinct texts.');
  return texts;
}

/** A value as the attribute's type allows it: numbers, real dates, or one of the options. */
function readValue(attribute: CrmAttribute, f: Fields): string {
  switch (attribute.attributeType) {
    case 'number':
      return String(read.number(f, 'value', { min: -1e9, max: 1e9 }));
    case 'date':
      return readDay(f, 'value');
    case 'select':
      return readEnum(f, 'value', attribute.options);
    case 'text':
      return readText(f, 'value', 500);
  }
}

const attributeHandlers = [
  staffRoute('customerCrmV2AttributeList', ({ shop }) => ok(own.attributes(shop))),
  staffRoute('customerCrmV2AttributeGet', ({ shop, f }) => ok(findOr404(own.attributes(shop), readId(f), 'Attribute'))),
  staffRoute('customerCrmV2AttributeAdd', ({ shop, f }) => {
    const name = readText(f, 'name', 60);
    const attributeType = readEnum(f, 'attributeType', ['text', 'number', 'date', 'select'] as const);
    const options = attributeType === 'select' ? readOptions(f) : [];
    if (own.attributes(shop).some((a) => a.name.toLowerCase() === name.toLowerCase()))
      throw conflict(`An attribute named ${name} already exists.`, 'duplicate_attribute');
    const attribute: CrmAttribute = { id: db().nextId('attr'), shop, name, attributeType, options };
    db().tables.crmAttributes.push(attribute);
    db().touch();
    return ok(attribute, { status: 201 });
  }),
  staffRoute('customerCrmV2AttributeUpdate', ({ shop, f }) => {
    const attribute = findOr404(own.attributes(shop), readId(f), 'Attribute');
    // The type is fixed once created: stored values would no longer fit another one.
    if (f.attributeType !== undefined && f.attributeType !== attribute.attributeType)
      throw conflict('An attribute keeps its type.', 'type_locked');
    const name = optionalText(f, 'name', 60);
    const options = attribute.attributeType === 'select' && f.options !== undefined ? readOptions(f) : undefined;
    if (name) attribute.name = name;
    if (options) {
      attribute.options = options;
      // Values that are no longer an option are cleared.
      for (const customer of ownCustomers(shop)) {
        const value = customer.attributes[attribute.id];
        if (value !== undefined && !options.includes(value)) delete customer.attributes[attribute.id];
      }
    }
    db().touch();
    return ok(attribute);
  }),
  staffRoute('customerCrmV2AttributeDelete', ({ shop, f }) => {
    const attribute = findOr404(own.attributes(shop), readId(f), 'Attribute');
    removeRow(db().tables.crmAttributes, attribute);
    for (const customer of ownCustomers(shop)) delete customer.attributes[attribute.id];
    db().touch();
    return ok({ id: attribute.id });
  }),
  /** Set a customer's value for an attribute; an empty value unlinks it. */
  staffRoute('customerCrmV2AttributeLink', ({ shop, f }) => {
    const customer = ownCustomer(shop, readId(f, 'customer'));
    const attribute = findOr404(own.attributes(shop), readId(f, 'attribute'), 'Attribute');
    if (f.value === undefined || f.value === null || f.value === '') delete customer.attributes[attribute.id];
    else customer.attributes[attribute.id] = readValue(attribute, f);
    db().touch();
    return ok(customer);
  }),
];

const noteHandlers = [
  staffRoute('customerNotesGlobalList', ({ shop }) => ok(own.notes(shop))),
  staffRoute('customerNotesGlobalAdd', ({ shop, f }) => {
    const note: GlobalNoteTitle = { id: db().nextId('gnote'), shop, title: readText(f, 'title', 80) };
    db().tables.globalNotes.push(note);
    db().touch();
    return ok(note, { status: 201 });
  }),
  staffRoute('customerNotesGlobalUpdate', ({ shop, f }) => {
    const note = findOr404(own.notes(shop), readId(f), 'Note title');
    note.title = readText(f, 'title', 80);
    db().touch();
    return ok(note);
  }),
  staffRoute('customerNotesGlobalDelete', ({ shop, f }) => {
    const note = findOr404(own.notes(shop), readId(f), 'Note title');
    removeRow(db().tables.globalNotes, note);
    db().touch();
    return ok({ id: note.id });
  }),
];

function uniqueLabel(shop: string, name: string, except?: CustomerLabel): void {
  if (own.labels(shop).some((l) => l !== except && l.name.toLowerCase() === name.toLowerCase()))
    throw conflict(`A label named ${name} already exists.`, 'duplicate_label');
}

const labelHandlers = [
  staffRoute('vendorShopLabelAdd', ({ shop, f }) => {
    const name = readText(f, 'name', 40);
    const color = readColor(f, 'color');
    uniqueLabel(shop, name);
    const label: CustomerLabel = { id: db().nextId('label'), shop, name, color };
    db().tables.customerLabels.push(label);
    db().touch();
    return ok(label, { status: 201 });
  }),
  /** `assign` false takes the label off; true (the default) puts it on, once. */
  staffRoute('vendorShopLabelAssignLabelCustomer', ({ shop, f }) => {
    const customer = ownCustomer(shop, readId(f, 'customer'));
    const label = findOr404(own.labels(shop), readId(f, 'label'), 'Label');
    const assign = read.boolean(f, 'assign', true);
    customer.labels = customer.labels.filter((l) => l !== label.id);
    if (assign) customer.labels.push(label.id);
    db().touch();
    return ok(customer);
  }),
  staffRoute('vendorShopLabelUpdate', ({ shop, f }) => {
    const label = findOr404(own.labels(shop), readId(f), 'Label');
    const name = optionalText(f, 'name', 40);
    const color = f.color === undefined ? undefined : readColor(f, 'color');
    if (name) uniqueLabel(shop, name, label);
    if (name) label.name = name;
    if (color) label.color = color;
    db().touch();
    return ok(label);
  }),
  staffRoute('vendorShopLabelDelete', ({ shop, f }) => {
    const label = findOr404(own.labels(shop), readId(f), 'Label');
    removeRow(db().tables.customerLabels, label);
    for (const customer of ownCustomers(shop)) customer.labels = customer.labels.filter((l) => l !== label.id);
    db().touch();
    return ok({ id: label.id });
  }),
];

export const attributeAndLabelHandlers = [...attributeHandlers, ...noteHandlers, ...labelHandlers];

export const attributeEmpty = [staffRoute('customerCrmV2AttributeList', () => ok([])), staffRoute('customerNotesGlobalList', () => ok([]))];
