import type { LabelItem } from './types.ts';

/** The demo shop's labels (mocks/src/seed/dashboard/crm.ts), with counts as filters/values gives them. */
export const storyLabels: LabelItem[] = [
  { id: 'label-1', name: 'VIP', color: '#B54708', count: 18 },
  { id: 'label-2', name: 'Wholesale', color: '#175CD3', count: 21 },
  { id: 'label-3', name: 'Corporate', color: '#475467', count: 1 },
  { id: 'label-4', name: 'Late payer', color: '#B42318', count: 0 },
  { id: 'label-6', name: 'عائلة', color: '#6941C6', count: 1250 },
];

export const storyLongLabels: LabelItem[] = [
  { id: 'label-long-1', name: 'Wholesale restaurant partner — Deira', color: '#0E7490', count: 3 },
  { id: 'label-long-2', name: 'عميل جملة لمطاعم ديرة والقصيص', color: '#C11574', count: 12 },
  ...storyLabels,
];
