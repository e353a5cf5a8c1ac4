export * from './LabelsView/index.ts';
export * from './LabelDialog/index.ts';
export * from './CustomerLabels/index.ts';
export { LABEL_PALETTE, labelRefusalId } from './labelText.ts';
export type { LabelDraftValues, LabelItem } from './types.ts';
