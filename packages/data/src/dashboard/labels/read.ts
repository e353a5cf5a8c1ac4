/**
 * Readers of the label and attribute answers (vendor spec §3 "CRM customer", "Label"; §7 CRM v2;
 * decision 0075). A row the screens cannot show (no id, no name, a type the dashboard does not
 * know) is dropped, never a crash in a screen.
 */
import { isRecord } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

/** What the mock keeps (crm-v2.attributes.ts): a label's name up to 40, an attribute's up to 60. */
export const LABEL_NAME_MAX = 40;
export const ATTRIBUTE_NAME_MAX = 60;
export const ATTRIBUTE_OPTION_MAX = 60;
export const ATTRIBUTE_OPTIONS_MAX = 30;
export const ATTRIBUTE_TEXT_VALUE_MAX = 500;

export const ATTRIBUTE_TYPES = ['text', 'number', 'date', 'select'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** The CRM pipeline templates change-template-type switches a board to. */
export const BOARD_TEMPLATES = ['leads', 'catering', 'loyalty'] as const;
export type BoardTemplate = (typeof BOARD_TEMPLATES)[number];

export interface LabelRow {
  id: string;
  name: string;
  /** `#RRGGBB`. */
  color: string;
}

export interface AttributeRow {
  id: string;
  name: string;
  attributeType: AttributeType;
  /** The choices of a `select` attribute; empty for the others. */
  options: string[];
}

export interface StageRow {
  id: string;
  group: string;
  name: string;
  name_ar?: string;
  color: string;
  order: number;
  /** How many customers sit in the stage, when the answer says. */
  customers?: number;
}

export interface GroupRow {
  id: string;
  name: string;
  name_ar?: string;
  customers: number;
  stages: StageRow[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const HEX = /^#[0-9a-f]{6}$/i;

export function readLabel(row: unknown): LabelRow | null {
  if (!isRecord(row)) return null;
  const labelId = id(row.id);
  const name = text(row.name).trim();
  if (!labelId || !name) return null;
  return { id: labelId, name, color: HEX.test(text(row.color)) ? text(row.color).toUpperCase() : '#455A64' };
}

export function readAttribute(row: unknown): AttributeRow | null {
  if (!isRecord(row)) return null;
  const attributeId = id(row.id);
  const name = text(row.name).trim();
  const attributeType = ATTRIBUTE_TYPES.find((t) => t === row.attributeType);
  if (!attributeId || !name || !attributeType) return null;
  const options =
    attributeType === 'select'
      ? (Array.isArray(row.options) ? row.options : []).flatMap((o) => (text(o).trim() ? [text(o).trim()] : []))
      : [];
  // A choice without choices cannot be set: the screens would offer nothing.
  if (attributeType === 'select' && options.length === 0) return null;
  return { id: attributeId, name, attributeType, options };
}

/** GET crm-v2/attribute/list: the shop's attributes, in the order they were defined. */
export function readAttributes(data: unknown): AttributeRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => readAttribute(row) ?? []);
}

/** GET crm-v2/attribute/get: one attribute as the server has it now. */
export function readOneAttribute(data: unknown): AttributeRow {
  const row = readAttribute(data);
  if (!row) throw invalidAnswer();
  return row;
}

/** A customer's attribute values (`attributes` of the customer): attribute id → value, as text. */
export function readAttributeValues(data: unknown): Record<string, string> {
  if (!isRecord(data) || !isRecord(data.attributes)) return {};
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(data.attributes)) if (text(value)) values[key] = text(value);
  return values;
}

/** A customer's label ids (`labels` of the customer answer). */
export function readLabelIds(data: unknown): string[] {
  if (!isRecord(data) || !Array.isArray(data.labels)) return [];
  return data.labels.flatMap((l) => (id(l) ? [id(l)] : []));
}

export function readStage(row: unknown): StageRow | null {
  if (!isRecord(row)) return null;
  const stageId = id(row.id);
  const name = text(row.name).trim();
  if (!stageId || !name) return null;
  const nameAr = text(row.name_ar).trim();
  return {
    id: stageId,
    group: id(row.group),
    name,
    ...(nameAr ? { name_ar: nameAr } : {}),
    color: HEX.test(text(row.color)) ? text(row.color) : '#757575',
    order: typeof row.order === 'number' ? row.order : 0,
    ...(typeof row.customers === 'number' && row.customers >= 0 ? { customers: row.customers } : {}),
  };
}

/** GET crm-v2/stage/list (optionally one group's): the stages, each group's in order. */
export function readStages(data: unknown): StageRow[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => readStage(row) ?? []);
}

/** GET crm-v2/stage/get. */
export function readOneStage(data: unknown): StageRow {
  const row = readStage(data);
  if (!row) throw invalidAnswer();
  return row;
}

/** GET crm-v2/group/get and the answer of change-template-type: the group with its stages in order. */
export function readGroup(data: unknown): GroupRow {
  if (!isRecord(data)) throw invalidAnswer();
  const groupId = id(data.id);
  const name = text(data.name).trim();
  if (!groupId || !name) throw invalidAnswer();
  const nameAr = text(data.name_ar).trim();
  const stages = (Array.isArray(data.stages) ? data.stages : []).flatMap((s) => readStage(s) ?? []).sort((a, b) => a.order - b.order);
  return {
    id: groupId,
    name,
    ...(nameAr ? { name_ar: nameAr } : {}),
    customers: typeof data.customers === 'number' && data.customers >= 0 ? data.customers : 0,
    stages,
  };
}
