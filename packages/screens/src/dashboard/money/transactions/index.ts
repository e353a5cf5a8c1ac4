export * from './TransactionsView/index.ts';
export { TRANSACTION_OPERATIONS as TRANSACTION_OPERATION_IDS } from './shared/types.ts';
export type {
  MoneySection,
  MoneyStatus,
  TransactionOperation as TransactionOperationId,
  TransactionRow,
  TransactionsFilterValue,
  TransactionTotals as TransactionTotalsValue,
} from './shared/types.ts';
export { OPERATION_MESSAGE_IDS } from './shared/moneyFormat.ts';
