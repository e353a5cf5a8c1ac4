/**
 * Shop settings (vendor spec §7 "Settings"): opening hours, chat, product behaviour,
 * notifications, busy state, schedule, payment, show type and delivery methods.
 * Settings the storefront reads (busy, show type, hours) are mirrored onto `shops`.
 */
import type { EndpointName, OpeningHours, ShopSettings } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { fail, ok, route } from '../../http.ts';
import { ownShopRecord } from './shop.ts';
import {
  domainScenarios,
  invalid,
  notFound,
  optionalId,
  optionalInstant,
  optionalInt,
  readClock,
  readEnum,
  readEnumList,
  readFlag,
  readInt,
  readPhone,
  removeRow,
  staffRoute,
  withoutShop,
  type Fields,
} from './support/index.ts';

const names = [
  'hoursDelete',
  'hoursAdd',
  'shopSetChatSettings',
  'shopSetProductBehavior',
  'shopSetNotifyCancel',
  'shopSetBusy',
  'shopSetSmsOnOrder',
  'shopSetWhatsappOnOrder',
  'shopSetEmailOnOrder',
  'shopSetSchedule',
  'shopSetPaymentMethods',
  'shopSetShowType',
  'shopDeliveryMethods',
] as const satisfies readonly EndpointName[];

type SettingsRow = ShopSettings & { shop: string };

/** A shop that never saved settings starts from these (the platform's defaults). */
function defaultSettings(shop: string): SettingsRow {
  return {
    shop,
    chatType: 'none',
    productBehavior: 'show_unavailable',
    notifyCancel: false,
    hasSMS: false,
    hasWhatsapp: false,
    hasEmail: false,
    busy: false,
    temporary: false,
    hasSchedule: false,
    maxScheduleDays: 1,
    paymentMethods: ['cash'],
    showType: 'default',
    deliveryMethods: ['delivery'],
    carriers: [],
  };
}

/** The shop's settings row, created on first use; a default is the same on every call, so creating it needs no touch(). */
export function settingsOf(shop: string): SettingsRow {
  const { tables } = db();
  let row = tables.shopSettings.find((s) => s.shop === shop);
  if (!row) {
    row = defaultSettings(shop);
    tables.shopSettings.push(row);
  }
  return row;
}

/**
 * Apply `change` to a copy of the shop's settings and swap it in only when every field
 * validated, so a rejected call never leaves half its changes behind.
 */
function settingsRoute(name: EndpointName, change: (row: SettingsRow, f: Fields, shop: string) => void) {
  return staffRoute(name, ({ shop, f }) => {
    const { tables, touch } = db();
    const current = settingsOf(shop);
    const draft = structuredClone(current);
    change(draft, f, shop);
    tables.shopSettings[tables.shopSettings.indexOf(current)] = draft;
    touch();
    return ok(withoutShop(draft));
  });
}

function syncHours(shop: string): void {
  ownShopRecord(shop).hours = db()
    .tables.hours.filter((h) => h.shop === shop)
    .sort((a, b) => a.day - b.day)
    .map(({ day, open, close, closed }) => ({ day, open, close, closed }));
}

const hoursAdd = staffRoute('hoursAdd', ({ shop, f }) => {
  const day = readInt(f, 'day', 0, 6);
  const closed = f.closed === undefined ? false : readFlag(f, 'closed');
  const open = closed && f.open === undefined ? '00:00' : readClock(f, 'open');
  const close = closed && f.close === undefined ? '00:00' : readClock(f, 'close');
  // A close earlier than the open runs past midnight (open 18:00, close 02:00); the same time for
  // both is open around the clock, as core's openingStatus and the storefront read it (decision 0042).
  const { tables, touch } = db();
  const existing = tables.hours.find((h) => h.shop === shop && h.day === day);
  const row: OpeningHours = { id: existing?.id ?? db().nextId('hours'), shop, day, open, close, closed };
  if (existing) Object.assign(existing, row);
  else tables.hours.push(row);
  syncHours(shop);
  touch();
  return ok(row, { status: existing ? 200 : 201 });
});

const hoursDelete = staffRoute('hoursDelete', ({ shop, f }) => {
  const { tables, touch } = db();
  const id = optionalId(f, 'id');
  const day = id === undefined ? readInt(f, 'day', 0, 6) : undefined;
  const row = tables.hours.find((h) => h.shop === shop && (id !== undefined ? h.id === id : h.day === day));
  if (!row) throw notFound('Opening hours');
  removeRow(tables.hours, row);
  syncHours(shop);
  touch();
  return ok({ id: row.id, day: row.day });
});

const chatSettings = settingsRoute('shopSetChatSettings', (row, f) => {
  row.chatType = readEnum(f, 'chatType', ['whatsapp', 'phone', 'none'] as const);
  if (row.chatType === 'none') delete row.chatPhone;
  else row.chatPhone = readPhone(f, 'chatPhone');
});

const productBehavior = settingsRoute('shopSetProductBehavior', (row, f) => {
  row.productBehavior = readEnum(f, 'productBehavior', ['hide', 'show_unavailable'] as const);
});

const notifyCancel = settingsRoute('shopSetNotifyCancel', (row, f) => {
  row.notifyCancel = readFlag(f, 'notifyCancel');
});

const busy = settingsRoute('shopSetBusy', (row, f, shop) => {
  const isBusy = readFlag(f, 'busy');
  const temporary = f.temporary === undefined ? false : readFlag(f, 'temporary');
  const expiry = optionalInstant(f, 'expiry');
  if (expiry && !isBusy) throw invalid('expiry only applies while the shop is busy.');
  if (expiry && Date.parse(expiry) <= Date.now()) throw invalid('expiry must be in the future.');
  row.busy = isBusy;
  row.temporary = isBusy && temporary;
  // Vendor spec §5: the expiry is stored only when given; a new busy state without one has none.
  if (expiry) row.expiry = expiry;
  else delete row.expiry;
  ownShopRecord(shop).busy = isBusy;
});

/**
 * The three order notifications share one rule (vendor spec §5): the phone is kept only
 * while the feature is enabled, and is required then.
 */
function notification(
  name: EndpointName,
  flag: 'hasSMS' | 'hasWhatsapp' | 'hasEmail',
  phoneKey: 'smsPhone' | 'whatsappPhone' | 'emailPhone',
) {
  return settingsRoute(name, (row, f) => {
    row[flag] = readFlag(f, flag);
    if (row[flag]) row[phoneKey] = readPhone(f, 'phone');
    else delete row[phoneKey];
  });
}

const schedule = settingsRoute('shopSetSchedule', (row, f) => {
  row.hasSchedule = readFlag(f, 'hasSchedule');
  const days = optionalInt(f, 'maxScheduleDays', 1, 30);
  if (row.hasSchedule && days === undefined) throw invalid('maxScheduleDays is required.', 'missing_field');
  if (days !== undefined) row.maxScheduleDays = days;
});

const paymentMethods = settingsRoute('shopSetPaymentMethods', (row, f) => {
  row.paymentMethods = readEnumList(f, 'paymentMethods', ['cash', 'card', 'wallet'] as const);
});

const showType = settingsRoute('shopSetShowType', (row, f, shop) => {
  row.showType = readEnum(f, 'showType', ['default', 'special-1'] as const);
  ownShopRecord(shop).showType = row.showType;
});

const deliveryMethods = settingsRoute('shopDeliveryMethods', (row, f) => {
  row.deliveryMethods = readEnumList(f, 'methods', ['delivery', 'pickup', 'dine_in'] as const);
});

const saving = names.filter((name) => name !== 'hoursDelete');

export const settingsScenarios = domainScenarios({
  names,
  handlers: [
    hoursDelete,
    hoursAdd,
    chatSettings,
    productBehavior,
    notifyCancel,
    busy,
    notification('shopSetSmsOnOrder', 'hasSMS', 'smsPhone'),
    notification('shopSetWhatsappOnOrder', 'hasWhatsapp', 'whatsappPhone'),
    notification('shopSetEmailOnOrder', 'hasEmail', 'emailPhone'),
    schedule,
    paymentMethods,
    showType,
    deliveryMethods,
  ],
  // Settings have no lists: "empty" is the default answer.
  empty: [],
  cases: {
    saveFails: saving.map((name) => route(name, () => fail(500, 'The settings could not be saved.', 'internal'))),
  },
});
