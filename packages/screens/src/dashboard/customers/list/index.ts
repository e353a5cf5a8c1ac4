export { CustomersListView, type CustomersListViewProps } from './CustomersListView.tsx';
export { CustomerFormDialog, customerFormErrors, type CustomerFormDialogProps } from './CustomerFormDialog.tsx';
export { customerRefusalId, displayPhone as customerPhoneText } from './customerText.ts';
export {
  NO_CUSTOMER_FILTERS,
  type CustomerFilterOptions,
  type CustomerFormResult,
  type CustomerListFilterState,
  type CustomerListRow,
  type CustomerSource,
} from './types.ts';
