export { DeliveryAreasView, type DeliveryAreasViewProps } from './DeliveryAreasView.tsx';
