export { LabelsView, type LabelsViewProps } from './LabelsView.tsx';
