export { CustomerDetailView, type CustomerDetailViewProps } from './CustomerDetailView.tsx';
export {
  CUSTOMER_DETAIL_TABS,
  type CustomerAddressDraft,
  type CustomerDetailData,
  type CustomerDetailTab,
  type CustomerNote,
} from './types.ts';
