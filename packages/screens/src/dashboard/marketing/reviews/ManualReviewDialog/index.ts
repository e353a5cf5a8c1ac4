export { ManualReviewDialog, type ManualReviewDialogProps, type ManualReviewValues } from './ManualReviewDialog.tsx';
