export { CustomerLabels, type CustomerLabelsProps } from './CustomerLabels.tsx';
