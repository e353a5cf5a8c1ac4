import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { SortAscendingIcon, SortDescendingIcon, SortNoneIcon } from '../Icon/icons-data.tsx';
import { Checkbox, CheckboxCell, HeaderCell, HeaderGroup, Row, SortButton } from './DataTable.styles.ts';
import type { DataTableColumn } from './DataTable.types.ts';
import { alignOf } from './DataTableRow.tsx';
import type { SelectionState, SortDescriptor } from './sortRows.ts';

export interface DataTableHeaderProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: SortDescriptor | null;
  onSort: (column: string) => void;
  /** Shows the select-all checkbox; absent when the table has no selection. */
  selection?: { state: SelectionState; disabled: boolean; onToggleAll: () => void };
}

/** The sticky header row: sort buttons (native buttons, so Enter and Space work) and select-all. */
export function DataTableHeader<Row>({ columns, sort, onSort, selection }: DataTableHeaderProps<Row>) {
  const intl = useIntl();
  const selectAll = useRef<HTMLInputElement>(null);
  const state = selection?.state;
  useEffect(() => {
    // `indeterminate` is a DOM property only; it exposes the "mixed" state to assistive tech.
    if (selectAll.current) selectAll.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <HeaderGroup role="rowgroup">
      <Row role="row" aria-rowindex={1}>
        {selection ? (
          <CheckboxCell role="columnheader">
            <Checkbox
              ref={selectAll}
              checked={selection.state === 'all'}
              disabled={selection.disabled}
              onChange={selection.onToggleAll}
              aria-label={intl.formatMessage({ id: 'ui.dataTable.selectAll' })}
            />
          </CheckboxCell>
        ) : null}
        {columns.map((column) => {
          const sorted = sort?.column === column.key ? sort.direction : undefined;
          const Icon = sorted === 'ascending' ? SortAscendingIcon : sorted === 'descending' ? SortDescendingIcon : SortNoneIcon;
          return (
            <HeaderCell key={column.key} role="columnheader" aria-sort={sorted} data-align={alignOf(column)}>
              {column.sortable ? (
                <SortButton type="button" data-sorted={sorted ? 'true' : undefined} onClick={() => onSort(column.key)}>
                  {column.header}
                  <Icon />
                </SortButton>
              ) : (
                column.header
              )}
            </HeaderCell>
          );
        })}
      </Row>
    </HeaderGroup>
  );
}
