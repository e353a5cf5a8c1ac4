export { OrderDetailView, type OrderDetailViewProps } from './OrderDetailView.tsx';
export type { ItemEditValues, PaymentLink } from './OrderDetailDialogs.tsx';
export {
  MAX_PARCEL_KG,
  OrderDeliveryCard,
  parseWeight,
  type OrderDeliveryJob,
  type OrderDeliveryProps,
  type OrderJobStatus,
} from './OrderDeliveryCard.tsx';
