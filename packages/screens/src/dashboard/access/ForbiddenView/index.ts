export { ForbiddenView, type ForbiddenViewProps } from './ForbiddenView.tsx';
