export {
  CreateReviewDialog,
  type CreateReviewDialogProps,
  type CreateReviewOffer,
  type CreateReviewValues,
} from './CreateReviewDialog.tsx';
