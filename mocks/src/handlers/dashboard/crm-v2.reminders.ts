/**
 * CRM v2 reminders: per-customer reminders (note, date, time) and the shop's global
 * reminders, which carry a title instead of a customer (vendor spec §3 "Customer").
 */
import type { CrmReminder, EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok } from '../../http.ts';
import { ownCustomer } from './customers.store.ts';
import {
  findOr404,
  optionalId,
  optionalText,
  readClock,
  readDay,
  readId,
  readText,
  removeRow,
  staffRoute,
  type Fields,
} from './support/index.ts';

export const reminderNames = [
  'customerCrmV2ReminderList',
  'customerCrmV2ReminderGet',
  'customerCrmV2ReminderAdd',
  'customerCrmV2ReminderUpdate',
  'customerCrmV2ReminderDelete',
  'customerCrmV2ReminderGlobalList',
  'customerCrmV2ReminderGlobalGet',
  'customerCrmV2ReminderGlobalAdd',
  'customerCrmV2ReminderGlobalUpdate',
  'customerCrmV2ReminderGlobalDelete',
] as const satisfies readonly EndpointName[];

function ownReminders(shop: string, global: boolean): CrmReminder[] {
  return db().tables.crmReminders.filter((r) => r.shop === shop && Boolean(r.global) === global);
}

function chronological(rows: readonly CrmReminder[]): CrmReminder[] {
  return [...rows].sort((a, b) => `${a.reminderDate}T${a.reminderTime}`.localeCompare(`${b.reminderDate}T${b.reminderTime}`));
}

/** The fields an update may change; a create reads them all as required. */
function reminderChanges(f: Fields, creating: boolean): Partial<CrmReminder> {
  const changes: Partial<CrmReminder> = {};
  if (creating || f.note !== undefined) changes.note = readText(f, 'note', 1000);
  if (creating || f.reminderDate !== undefined) changes.reminderDate = readDay(f, 'reminderDate');
  if (creating || f.reminderTime !== undefined) changes.reminderTime = readClock(f, 'reminderTime');
  return changes;
}

type Crud = 'list' | 'get' | 'add' | 'update' | 'delete';

const ENDPOINTS = {
  customer: {
    list: 'customerCrmV2ReminderList',
    get: 'customerCrmV2ReminderGet',
    add: 'customerCrmV2ReminderAdd',
    update: 'customerCrmV2ReminderUpdate',
    delete: 'customerCrmV2ReminderDelete',
  },
  global: {
    list: 'customerCrmV2ReminderGlobalList',
    get: 'customerCrmV2ReminderGlobalGet',
    add: 'customerCrmV2ReminderGlobalAdd',
    update: 'customerCrmV2ReminderGlobalUpdate',
    delete: 'customerCrmV2ReminderGlobalDelete',
  },
} as const satisfies Record<'customer' | 'global', Record<Crud, EndpointName>>;

function remindersOf(global: boolean) {
  const endpoints = ENDPOINTS[global ? 'global' : 'customer'];
  const what = global ? 'Global reminder' : 'Reminder';
  return [
    staffRoute(endpoints.list, ({ shop, f }) => {
      const customer = global ? undefined : optionalId(f, 'customer');
      const from = f.from === undefined ? undefined : readDay(f, 'from');
      const to = f.to === undefined ? undefined : readDay(f, 'to');
      const rows = ownReminders(shop, global).filter(
        (r) => (!customer || r.customer === customer) && (!from || r.reminderDate >= from) && (!to || r.reminderDate <= to),
      );
      return ok(chronological(rows));
    }),
    staffRoute(endpoints.get, ({ shop, f }) => ok(findOr404(ownReminders(shop, global), readId(f), what))),
    staffRoute(endpoints.add, ({ shop, f }) => {
      const owner = global ? { title: readText(f, 'title', 120) } : { customer: ownCustomer(shop, readId(f, 'customer')).id };
      const reminder: CrmReminder = {
        id: db().nextId('rem'),
        shop,
        ...owner,
        note: '',
        reminderDate: '',
        reminderTime: '',
        ...reminderChanges(f, true),
        global,
      };
      db().tables.crmReminders.push(reminder);
      db().touch();
      return ok(reminder, { status: 201 });
    }),
    staffRoute(endpoints.update, ({ shop, f }) => {
      const reminder = findOr404(ownReminders(shop, global), readId(f), what);
      const changes = reminderChanges(f, false);
      if (global) {
        const title = optionalText(f, 'title', 120);
        if (title) changes.title = title;
      } else if (f.customer !== undefined) {
        changes.customer = ownCustomer(shop, readId(f, 'customer')).id;
      }
      Object.assign(reminder, changes);
      db().touch();
      return ok(reminder);
    }),
    staffRoute(endpoints.delete, ({ shop, f }) => {
      const reminder = findOr404(ownReminders(shop, global), readId(f), what);
      removeRow(db().tables.crmReminders, reminder);
      db().touch();
      return ok({ id: reminder.id });
    }),
  ];
}

export const reminderHandlers = [...remindersOf(false), ...remindersOf(true)];

export const reminderEmpty = [
  staffRoute('customerCrmV2ReminderList', () => ok([])),
  staffRoute('customerCrmV2ReminderGlobalList', () => ok([])),
];
