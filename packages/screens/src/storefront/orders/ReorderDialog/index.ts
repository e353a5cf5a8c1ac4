export {
  ReorderDialog,
  type ReorderDialogItem,
  type ReorderDialogPlan,
  type ReorderDialogProblem,
  type ReorderDialogProps,
  type ReorderDialogQuantity,
  type ReorderDialogState,
} from './ReorderDialog.tsx';
