export { ReviewSubjectsView, type ReviewSubjectsViewProps } from './ReviewSubjectsView.tsx';
