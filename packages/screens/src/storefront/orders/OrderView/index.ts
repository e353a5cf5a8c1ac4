export { OrderView, type OrderViewProps } from './OrderView.tsx';
