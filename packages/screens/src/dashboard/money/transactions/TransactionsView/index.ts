export { TransactionsView, type TransactionsViewProps } from './TransactionsView.tsx';
