export {
  ProductsListView,
  type ProductsListFilters,
  type ProductsListViewProps,
  type ProductsSort,
  type YesNoFilter,
} from './ProductsListView.tsx';
