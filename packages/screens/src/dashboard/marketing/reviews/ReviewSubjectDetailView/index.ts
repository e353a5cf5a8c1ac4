export { ReviewSubjectDetailView, type ReviewQuestionChoice, type ReviewSubjectDetailViewProps } from './ReviewSubjectDetailView.tsx';
export type { ReviewDetailsValues } from './ReviewDetailsForm.tsx';
