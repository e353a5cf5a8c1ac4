/**
 * The label colours and what the label screens say (decision 0075). The palette is fixed: each
 * colour carries white text at 4.5:1 or more (ColorLabel picks the text colour; the palette's
 * unit test checks the ratio), and the chips keep their colour in both themes.
 */
import type { ApiError } from '@dukkan/core';

export const LABEL_PALETTE = [
  { value: '#B42318', nameId: 'dashboard.labels.colour.red' },
  { value: '#B54708', nameId: 'dashboard.labels.colour.orange' },
  { value: '#1A7F5A', nameId: 'dashboard.labels.colour.green' },
  { value: '#0E7490', nameId: 'dashboard.labels.colour.teal' },
  { value: '#175CD3', nameId: 'dashboard.labels.colour.blue' },
  { value: '#6941C6', nameId: 'dashboard.labels.colour.purple' },
  { value: '#C11574', nameId: 'dashboard.labels.colour.pink' },
  { value: '#475467', nameId: 'dashboard.labels.colour.grey' },
] as const;

/** What the mock keeps of a label's name (crm-v2.attributes.ts). */
export const LABEL_NAME_LIMIT = 40;

/** Why a change of a label, an attribute or a customer's value did not go through. */
export function labelRefusalId(error: ApiError | null | undefined): string {
  if (!error) return 'dashboard.labels.refused.server';
  if (error.kind === 'network') return 'dashboard.labels.refused.network';
  if (error.status === 404) return 'dashboard.labels.refused.gone';
  if (error.status === 401 || error.status === 403) return 'dashboard.labels.refused.forbidden';
  if (error.status === 400 || error.status === 409 || error.status === 422) return 'dashboard.labels.refused.invalid';
  return 'dashboard.labels.refused.server';
}

/** Why a list did not load. */
export function labelLoadErrorId(error: ApiError | null | undefined, which: 'labels' | 'attributes'): string {
  if (error?.kind === 'network') return 'dashboard.labels.refused.network';
  return which === 'labels' ? 'dashboard.labels.error' : 'dashboard.attributes.error';
}
