export { RequestDetailView, type RequestDetailViewProps } from './RequestDetailView.tsx';
