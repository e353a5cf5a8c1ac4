export { buildTransactionsCsv, CSV_BOM, csvText, dubaiDateTime, transactionsCsvName, type TransactionsCsvLabels } from './csv.ts';
export {
  addDays,
  DEFAULT_TRANSACTION_DAYS,
  defaultTransactionsRange,
  readTransactionsFilter,
  transactionsFilters,
  TRANSACTIONS_PAGE_SIZE,
  type TransactionsFilter,
} from './filter.ts';
export { moneyKeys } from './keys.ts';
export {
  withdrawalProblem,
  withdrawFromDriver,
  type MoneyApi,
  type MoneyContext,
  type WithdrawalDraft,
  type WithdrawalProblem,
} from './mutations.ts';
export {
  CREDIT_OPERATIONS,
  isTransactionOperation,
  readDeliveryWallet,
  readDriverWallet,
  readTransactions,
  TRANSACTION_OPERATIONS,
  transactionTotals,
  type DeliveryWallet,
  type DriverWallet,
  type DriverWalletSummary,
  type MoneyTransaction,
  type TransactionOperation,
  type TransactionTotals,
  type TransactionsAnswer,
  type WithdrawalRecord,
} from './read.ts';
export {
  SHOP_WALLET_PAGE_SIZE,
  useDeliveryWallet,
  useDriverWallet,
  useShopWallet,
  useShopWalletEntry,
  useShopWalletTransactions,
  useTransactions,
  type MoneyState,
  type TransactionsList,
} from './useMoney.ts';
