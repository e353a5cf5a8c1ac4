export { AddressesView, type AddressesViewProps } from './AddressesView.tsx';
export { type AddressAction } from './AddressCard.tsx';
