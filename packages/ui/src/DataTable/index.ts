export { DataTable, type DataTableProps } from './DataTable.tsx';
export type { ColumnKind, DataTableColumn } from './DataTable.types.ts';
export {
  nextSort,
  selectionState,
  sortRows,
  type SelectionState,
  type SortDescriptor,
  type SortDirection,
  type SortValue,
} from './sortRows.ts';
