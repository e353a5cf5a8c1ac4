export { GlobalNotesView, type GlobalNotesViewProps } from './GlobalNotesView.tsx';
