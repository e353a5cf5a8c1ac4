/**
 * Readers of the CRM answers. A row the board cannot show (no id, no name) is dropped, never a
 * crash in a screen; optional parts (labels, last order) get safe defaults.
 */
import { isRecord } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export interface CrmStageRow {
  id: string;
  name: string;
  name_ar?: string;
  color: string;
  order: number;
}

/** The pipeline templates PUT crm-v2/change-template-type accepts (mock crm-v2.groups). */
export const CRM_TEMPLATE_TYPES = ['leads', 'catering', 'loyalty'] as const;
export type CrmTemplateType = (typeof CRM_TEMPLATE_TYPES)[number];

export interface CrmBoardRow {
  id: string;
  name: string;
  name_ar?: string;
  /** In their order on the board. */
  stages: CrmStageRow[];
  /** The template the board was last switched to; absent for a board built stage by stage. */
  templateType?: CrmTemplateType;
}

export interface CrmMember {
  id: string;
  fullName: string;
  phone: string;
  countryCode: string;
  stageId: string;
  labels: string[];
  createdAt: string;
  /** When the customer last ordered at the shop, when the list says. */
  lastOrderAt?: string;
}

export interface CrmLabelRow {
  id: string;
  name: string;
  color: string;
}

export interface CrmReminderRow {
  id: string;
  customer: string;
  note: string;
  /** YYYY-MM-DD */
  reminderDate: string;
  /** HH:mm */
  reminderTime: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (value: unknown): string | null =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null;

export function readStage(row: unknown): CrmStageRow | null {
  if (!isRecord(row)) return null;
  const stageId = id(row.id);
  if (!stageId || !text(row.name)) return null;
  const nameAr = text(row.name_ar);
  return {
    id: stageId,
    name: text(row.name),
    ...(nameAr ? { name_ar: nameAr } : {}),
    color: /^#[0-9a-f]{6}$/i.test(text(row.color)) ? text(row.color) : '#757575',
    order: typeof row.order === 'number' ? row.order : 0,
  };
}

export function readBoard(row: unknown): CrmBoardRow | null {
  if (!isRecord(row)) return null;
  const boardId = id(row.id);
  if (!boardId || !text(row.name)) return null;
  const nameAr = text(row.name_ar);
  const stages = (Array.isArray(row.stages) ? row.stages : []).flatMap((s) => readStage(s) ?? []);
  const template = CRM_TEMPLATE_TYPES.find((t) => t === row.templateType);
  return {
    id: boardId,
    name: text(row.name),
    ...(nameAr ? { name_ar: nameAr } : {}),
    stages: stages.sort((a, b) => a.order - b.order),
    ...(template ? { templateType: template } : {}),
  };
}

/** GET crm-v2/group/get answers the group as `data`. */
export function readOneBoard(data: unknown): CrmBoardRow {
  const board = readBoard(data);
  if (!board) throw invalidAnswer();
  return board;
}

/** GET crm-v2/stage/list answers the stages as `data`; they come back in board order. */
export function readBoardStages(data: unknown): CrmStageRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => readStage(row) ?? []).sort((a, b) => a.order - b.order);
}

/** GET crm-v2/stage/get answers the stage as `data`. */
export function readOneStage(data: unknown): CrmStageRow {
  const stage = readStage(data);
  if (!stage) throw invalidAnswer();
  return stage;
}

/** GET crm-v2/group/list answers the groups as `data`. */
export function readBoards(data: unknown): CrmBoardRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => readBoard(row) ?? []);
}

export function readMember(row: unknown): CrmMember | null {
  if (!isRecord(row)) return null;
  const memberId = id(row.id);
  const stageId = id(row.stageId);
  if (!memberId || !stageId || !text(row.fullName)) return null;
  const last = text(row.lastOrderAt);
  return {
    id: memberId,
    fullName: text(row.fullName),
    phone: text(row.phone),
    countryCode: text(row.countryCode) || '971',
    stageId,
    labels: (Array.isArray(row.labels) ? row.labels : []).flatMap((l) => id(l) ?? []),
    createdAt: text(row.createdAt),
    ...(last && !Number.isNaN(Date.parse(last)) ? { lastOrderAt: last } : {}),
  };
}

export interface MembersPage {
  items: CrmMember[];
  total: number;
}

/** One page of GET /customer/list: `{items, page, limit, total}`. */
export function readMembersPage(data: unknown): MembersPage {
  if (!isRecord(data) || !Array.isArray(data.items)) throw invalidAnswer();
  const items = data.items.flatMap((row) => readMember(row) ?? []);
  return { items, total: typeof data.total === 'number' && data.total >= 0 ? data.total : items.length };
}

/** The labels of GET /customer/filters/values. */
export function readLabels(data: unknown): CrmLabelRow[] {
  if (!isRecord(data) || !Array.isArray(data.labels)) throw invalidAnswer();
  return data.labels.flatMap((row): CrmLabelRow[] => {
    if (!isRecord(row)) return [];
    const labelId = id(row.id);
    return labelId && text(row.name) ? [{ id: labelId, name: text(row.name), color: text(row.color) }] : [];
  });
}

/** GET crm-v2/reminder/list: the customers' reminders (global ones carry no customer and are left out). */
export function readReminders(data: unknown): CrmReminderRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row): CrmReminderRow[] => {
    if (!isRecord(row)) return [];
    const reminderId = id(row.id);
    const customer = id(row.customer);
    const day = text(row.reminderDate);
    if (!reminderId || !customer || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return [];
    const time = /^\d{2}:\d{2}/.test(text(row.reminderTime)) ? text(row.reminderTime).slice(0, 5) : '00:00';
    return [{ id: reminderId, customer, note: text(row.note), reminderDate: day, reminderTime: time }];
  });
}

/**
 * Each customer's next reminder: the earliest one from `today` on (YYYY-MM-DD, the shop's day).
 * A reminder already past is the reminders screen's "overdue" view, not the card's "next".
 */
export function nextReminders(reminders: readonly CrmReminderRow[], today: string): Map<string, CrmReminderRow> {
  const next = new Map<string, CrmReminderRow>();
  for (const reminder of reminders) {
    if (reminder.reminderDate < today) continue;
    const seen = next.get(reminder.customer);
    const at = `${reminder.reminderDate}T${reminder.reminderTime}`;
    if (!seen || at < `${seen.reminderDate}T${seen.reminderTime}`) next.set(reminder.customer, reminder);
  }
  return next;
}

const DUBAI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop's calendar day (UAE time, no daylight saving) as YYYY-MM-DD. */
export function shopDay(now: Date): string {
  return DUBAI_DAY.format(now);
}
