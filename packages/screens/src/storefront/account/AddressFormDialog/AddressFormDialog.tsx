import { FormattedMessage } from 'react-intl';
import { Dialog } from '@dukkan/ui';
import { AddressForm, type AddressFormProps } from '../AddressForm/index.ts';

export interface AddressFormDialogProps extends Omit<AddressFormProps, 'onCancel'> {
  isOpen: boolean;
  /** Called with false on Cancel, Escape or the close button; the app closes it after a successful save too. */
  onOpenChange: (isOpen: boolean) => void;
}

/** "Add address" in a dialog, opened from /addresses and from the cart. */
export function AddressFormDialog({ isOpen, onOpenChange, ...form }: AddressFormDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<FormattedMessage id="storefront.account.addressForm.dialogTitle" />}
      size="md"
      isDismissable={false}
    >
      <AddressForm {...form} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}
