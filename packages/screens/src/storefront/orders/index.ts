// The storefront's orders and payment screens (issue #5).
export { OrderView, type OrderViewProps } from './OrderView/index.ts';
export { OrdersList, type OrdersListProps } from './OrdersList/index.ts';
export { CardPaymentDialog, type CardPaymentDialogProps, type CardPaymentError, type CardPaymentInput } from './CardPaymentDialog/index.ts';
export { PaymentMethodsView, type PaymentMethodsViewProps } from './PaymentMethodsView/index.ts';
export {
  ReorderDialog,
  type ReorderDialogItem,
  type ReorderDialogPlan,
  type ReorderDialogProblem,
  type ReorderDialogProps,
  type ReorderDialogQuantity,
  type ReorderDialogState,
} from './ReorderDialog/index.ts';
