// The storefront's account screens (issue #5).
export { AddressesView, type AddressAction, type AddressesViewProps } from './AddressesView/index.ts';
export { AddressForm, deliverability, type AddressAreaStatus, type AddressFormProps, type Deliverability } from './AddressForm/index.ts';
export { AddressFormDialog, type AddressFormDialogProps } from './AddressFormDialog/index.ts';
export { DeleteAccountView, type DeleteAccountViewProps } from './DeleteAccountView/index.ts';
export { ProfileView, type ProfileUser, type ProfileViewProps } from './ProfileView/index.ts';
