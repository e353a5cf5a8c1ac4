export { OrdersList, type OrdersListProps } from './OrdersList.tsx';
