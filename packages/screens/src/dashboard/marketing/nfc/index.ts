export { NfcCardsView, type NfcCardsViewProps } from './NfcCardsView.tsx';
export { NfcCardDialog, type NfcCardDialogProps, type NfcCardFormValues } from './NfcCardDialog.tsx';
export { NfcTargetDialog, type NfcTargetDialogProps } from './NfcTargetDialog.tsx';
export { CHIP_ID_PATTERN, normaliseChipId } from './nfcForm.ts';
