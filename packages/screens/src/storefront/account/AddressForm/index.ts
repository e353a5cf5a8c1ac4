export { AddressForm, type AddressFormProps } from './AddressForm.tsx';
export { deliverability, type AddressAreaStatus, type Deliverability } from './addressArea.ts';
