/**
 * What the customers screens say: source names, a local name for a named value, the phone as
 * people read it, and why a call was refused as a message id (never the server's English).
 * Ids are written out (no template literals) so the i18n check finds each one.
 */
import type { ApiError } from '@dukkan/core';
import type { CustomerSource } from './types.ts';

export { displayPhone } from '../board/crmText.ts';

export const SOURCE_IDS: Readonly<Record<CustomerSource, string>> = {
  website: 'dashboard.customers.list.source.website',
  pos: 'dashboard.customers.list.source.pos',
  import: 'dashboard.customers.list.source.import',
  manual: 'dashboard.customers.list.source.manual',
};

export function sourceId(value: string): string {
  return value in SOURCE_IDS ? SOURCE_IDS[value as CustomerSource] : SOURCE_IDS.manual;
}

export function localName(value: { name: string; name_ar?: string }, locale: 'en' | 'ar'): string {
  return locale === 'ar' && value.name_ar ? value.name_ar : value.name;
}

/** Why a change of a customer (add, update, delete, notes, addresses) did not go through. */
export function customerRefusalId(error: ApiError | null | undefined): string {
  if (!error) return 'dashboard.customers.list.refused.server';
  if (error.kind === 'network') return 'dashboard.customers.list.refused.network';
  if (error.status === 404) return 'dashboard.customers.list.refused.gone';
  if (error.status === 401 || error.status === 403) return 'dashboard.customers.list.refused.forbidden';
  if (error.code === 'duplicate_phone') return 'dashboard.customers.list.refused.duplicatePhone';
  if (error.code === 'too_many_addresses') return 'dashboard.customers.list.refused.tooManyAddresses';
  if (error.status === 413 || error.code === 'file_too_large') return 'dashboard.customers.list.refused.imageTooLarge';
  if (error.code === 'invalid_file_type' || error.code === 'invalid_upload') return 'dashboard.customers.list.refused.imageType';
  if (error.status === 400 || error.status === 409 || error.status === 422) return 'dashboard.customers.list.refused.invalid';
  return 'dashboard.customers.list.refused.server';
}
