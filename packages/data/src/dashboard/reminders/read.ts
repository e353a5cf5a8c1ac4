/**
 * Readers of the CRM reminders and the shop's global notes (vendor spec §3 "Customer", §7
 * "CRM v2" and "Customer" notes; decision 0073). A row the screens cannot show (no id, no real
 * day) is dropped, never a crash in a screen; a time that cannot be read becomes 00:00.
 */
import { isRecord } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

/** A reminder about one customer, or one of the shop's own (global, with a title). */
export type ReminderKind = 'customer' | 'global';

export interface ReminderRow {
  id: string;
  kind: ReminderKind;
  /** The customer's id; only on a customer's reminder. */
  customer?: string;
  /** Only on a global reminder. */
  title?: string;
  note: string;
  /** The Dubai calendar day, `YYYY-MM-DD`. */
  reminderDate: string;
  /** The Dubai clock, `HH:mm` (24 hours). */
  reminderTime: string;
}

/** A global note title (GET /customer/notes/global/list): the mock keeps up to 80 characters. */
export interface GlobalNoteRow {
  id: string;
  title: string;
}

/** What the mock keeps: a reminder's note up to 1,000 characters, a global reminder's title up to 120. */
export const REMINDER_NOTE_MAX = 1000;
export const REMINDER_TITLE_MAX = 120;
export const GLOBAL_NOTE_MAX = 80;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function realDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** One reminder of either kind; null when it cannot be shown. */
export function readReminder(row: unknown, kind: ReminderKind): ReminderRow | null {
  if (!isRecord(row)) return null;
  const reminderId = id(row.id);
  const day = text(row.reminderDate);
  if (!reminderId || !realDay(day)) return null;
  const clock = text(row.reminderTime);
  const reminderTime = /^([01]\d|2[0-3]):[0-5]\d/.test(clock) ? clock.slice(0, 5) : '00:00';
  const base = { id: reminderId, kind, note: text(row.note), reminderDate: day, reminderTime };
  if (kind === 'global') return { ...base, title: text(row.title).trim() || text(row.note) };
  const customer = id(row.customer);
  return customer ? { ...base, customer } : null;
}

/** GET crm-v2/reminder/list or reminder/global/list: the readable reminders, in the server's order. */
export function readReminderList(kind: ReminderKind): (data: unknown) => ReminderRow[] {
  return (data) => {
    if (!Array.isArray(data)) throw invalidAnswer();
    return data.flatMap((row) => readReminder(row, kind) ?? []);
  };
}

/** GET crm-v2/reminder/get or reminder/global/get: one reminder as the server has it now. */
export function readOneReminder(kind: ReminderKind): (data: unknown) => ReminderRow {
  return (data) => {
    const row = readReminder(data, kind);
    if (!row) throw invalidAnswer();
    return row;
  };
}

export function readGlobalNote(row: unknown): GlobalNoteRow | null {
  if (!isRecord(row)) return null;
  const noteId = id(row.id);
  const title = text(row.title).trim();
  return noteId && title ? { id: noteId, title } : null;
}

/**
 * GET /customer/notes/global/list answers in the order the notes were written and carries no
 * date: the newest is the last one. The screens show the newest first (decision 0073).
 */
export function readGlobalNotes(data: unknown): GlobalNoteRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => readGlobalNote(row) ?? []).reverse();
}

/** Earliest first: by day, then by time; a tie keeps the server's order. */
export function byDueTime(a: ReminderRow, b: ReminderRow): number {
  return `${a.reminderDate}T${a.reminderTime}`.localeCompare(`${b.reminderDate}T${b.reminderTime}`);
}
