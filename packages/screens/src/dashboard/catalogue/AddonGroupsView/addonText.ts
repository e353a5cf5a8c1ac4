import type { ApiError } from '@dukkan/core';
import type { AddonGroupRow } from '../shared/types.ts';

/** The group's title in the interface language (the English one when the Arabic is missing). */
export function groupName(group: Pick<AddonGroupRow, 'title' | 'titleAr'>, locale: string): string {
  return locale.startsWith('ar') && group.titleAr ? group.titleAr : group.title;
}

/** Why the server kept the add-ons as they were, as the owner should read it. */
export function addonReasonId(error: ApiError): string {
  if (error.kind === 'network') return 'dashboard.catalogue.error.network';
  if (error.code === 'too_many_addons') return 'dashboard.catalogue.addons.error.tooMany';
  if (error.status === 404) return 'dashboard.catalogue.addons.error.notFound';
  if (error.status === 401 || error.status === 403) return 'dashboard.catalogue.error.forbidden';
  if (error.status === 422 || error.status === 400) return 'dashboard.catalogue.addons.error.refused';
  return 'dashboard.catalogue.error.server';
}
