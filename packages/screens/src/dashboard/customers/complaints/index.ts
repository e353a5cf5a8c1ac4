export { ComplaintsView, type ComplaintsFilterValues, type ComplaintsViewProps } from './ComplaintsView.tsx';
export { ComplaintFormDialog, type ComplaintFormDialogProps } from './ComplaintFormDialog.tsx';
export { ComplaintLabelsDialog, LABEL_COLOURS, type ComplaintLabelsDialogProps } from './ComplaintLabelsDialog.tsx';
export { ComplaintQrCodesView, type ComplaintQrCodesViewProps } from './ComplaintQrCodesView.tsx';
export {
  COMPLAINT_TYPE_VALUES,
  type ComplaintFormValues,
  type ComplaintItem,
  type ComplaintLabelItem,
  type ComplaintQrItem,
  type ComplaintTypeValue,
} from './types.ts';
