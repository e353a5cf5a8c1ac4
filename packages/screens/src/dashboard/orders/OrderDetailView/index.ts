export { OrderDetailView, type OrderDetailViewProps } from './OrderDetailView.tsx';
export type { ItemEditValues, PaymentLink } from './OrderDetailDialogs.tsx';
