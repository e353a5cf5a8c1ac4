export { PosView, type PosViewProps } from './PosView.tsx';
