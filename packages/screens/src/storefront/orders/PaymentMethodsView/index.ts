export { PaymentMethodsView, type PaymentMethodsViewProps } from './PaymentMethodsView.tsx';
