import type { ReactNode } from 'react';
import type { SortValue } from './sortRows.ts';

export type ColumnKind = 'text' | 'number' | 'money';

export interface DataTableColumn<Row> {
  /** Unique within the table; also the default field read from the row. */
  key: string;
  /** The header: a translated message (or any node). */
  header: ReactNode;
  /** Renders the cell; without it the row's `key` field is shown (formatted for its `kind`). */
  cell?: (row: Row) => ReactNode;
  /**
   * `number` and `money` (integer fils) cells align to the end, use tabular digits and sit in
   * a bidi isolate (numbers `ltr`; money `auto`, so the Arabic currency stays on its side,
   * decision 0010 addendum); their default cell formats with core's formatNumber / formatMoney.
   */
  kind?: ColumnKind;
  /** Defaults to `end` for number and money columns, `start` otherwise. */
  align?: 'start' | 'end';
  sortable?: boolean;
  /** The value sorted on; defaults to the row's `key` field. */
  sortValue?: (row: Row) => SortValue;
  /** A fixed width in px; without it the column grows (`grow` fr) from `minWidth` px. */
  width?: number;
  minWidth?: number;
  grow?: number;
}

export interface BodyRowData<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowKey: (row: Row) => string;
  rowLabel?: (row: Row) => string;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggleRow: (key: string) => void;
  locale: 'en' | 'ar';
  windowed: boolean;
}
