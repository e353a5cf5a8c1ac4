export { PublishReviewDialog, type PublishReviewDialogProps, type PublishReviewValues } from './PublishReviewDialog.tsx';
