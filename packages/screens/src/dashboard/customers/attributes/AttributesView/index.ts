export { AttributesView, type AttributesViewProps } from './AttributesView.tsx';
