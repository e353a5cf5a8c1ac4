export { RemindersView, type RemindersViewProps } from './RemindersView.tsx';
