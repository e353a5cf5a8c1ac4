export { ReviewTemplatesView, type ReviewTemplatesViewProps } from './ReviewTemplatesView.tsx';
export { ReviewTemplateDialog, type ReviewTemplateDialogProps, type ReviewTemplateValues } from './ReviewTemplateDialog.tsx';
