/**
 * What the attribute screens say (decision 0075): the type names, and a customer's value as the
 * interface language writes it (a date on the Dubai calendar, a number with Latin digits).
 */
import type { IntlShape } from 'react-intl';
import { formatNumber } from '@dukkan/core';
import type { AttributeItem, AttributeKind } from './types.ts';

export const ATTRIBUTE_KINDS: readonly AttributeKind[] = ['text', 'number', 'date', 'select'];

export const KIND_IDS: Readonly<Record<AttributeKind, string>> = {
  text: 'dashboard.attributes.type.text',
  number: 'dashboard.attributes.type.number',
  date: 'dashboard.attributes.type.date',
  select: 'dashboard.attributes.type.select',
};

/** What the mock keeps (crm-v2.attributes.ts). */
export const ATTRIBUTE_LIMITS = { name: 60, option: 60, options: 30, text: 500 } as const;

/** The options typed one per line: trimmed, blank lines left out. */
export function optionLines(typed: string): string[] {
  return typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A stored value as the page shows it; a value the type cannot read is shown as stored. */
export function attributeValueText(intl: IntlShape, attribute: Pick<AttributeItem, 'attributeType'>, value: string): string {
  if (attribute.attributeType === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return intl.formatDate(`${value}T12:00:00+04:00`, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dubai',
      numberingSystem: 'latn',
    });
  }
  if (attribute.attributeType === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return formatNumber(Number(value), intl.locale.startsWith('ar') ? 'ar' : 'en');
  }
  return value;
}
