import { memo, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { RowComponentProps } from 'react-window';
import { formatMoney, formatNumber } from '@dukkan/core';
import { Cell, Checkbox, CheckboxCell, Row as RowBox } from './DataTable.styles.ts';
import type { BodyRowData, DataTableColumn } from './DataTable.types.ts';

export function alignOf<Row>(column: DataTableColumn<Row>): 'start' | 'end' {
  return column.align ?? (column.kind === 'number' || column.kind === 'money' ? 'end' : 'start');
}

export function fieldOf<Row>(row: Row, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

function cellContent<Row>(column: DataTableColumn<Row>, row: Row, locale: 'en' | 'ar'): ReactNode {
  if (column.cell) return column.cell(row);
  const value = fieldOf(row, column.key);
  if (value === null || value === undefined) return null;
  if (column.kind === 'money' && typeof value === 'number') return formatMoney(value, locale);
  if (column.kind === 'number' && typeof value === 'number') return formatNumber(value, locale);
  return String(value);
}

export interface DataTableRowProps<Row> extends BodyRowData<Row> {
  index: number;
  style?: CSSProperties;
}

/**
 * One body row. Rendered directly for short tables and as react-window's row component for
 * long ones, where `style` positions it; `aria-rowindex` counts the header row as 1.
 */
function DataTableRowInner<Row>({
  index,
  style,
  rows,
  columns,
  getRowKey,
  rowLabel,
  selectable,
  selected,
  onToggleRow,
  locale,
  windowed,
}: DataTableRowProps<Row>) {
  const intl = useIntl();
  const row = rows[index];
  if (row === undefined) return null;
  const key = getRowKey(row);
  const isSelected = selectable && selected.has(key);
  return (
    <RowBox
      role="row"
      aria-rowindex={index + 2}
      data-selected={isSelected || undefined}
      data-windowed={windowed || undefined}
      style={style}
    >
      {selectable ? (
        <CheckboxCell role="cell">
          <Checkbox
            checked={isSelected}
            onChange={() => onToggleRow(key)}
            aria-label={
              rowLabel
                ? intl.formatMessage({ id: 'ui.dataTable.selectRow' }, { name: rowLabel(row) })
                : intl.formatMessage({ id: 'ui.dataTable.selectRowNumber' }, { number: index + 1 })
            }
          />
        </CheckboxCell>
      ) : null}
      {columns.map((column) => {
        const content = cellContent(column, row, locale);
        const numeric = column.kind === 'number' || column.kind === 'money';
        return (
          <Cell key={column.key} role="cell" data-align={alignOf(column)} data-kind={column.kind}>
            {numeric && content !== null ? <bdi dir={column.kind === 'money' ? 'auto' : 'ltr'}>{content}</bdi> : content}
          </Cell>
        );
      })}
    </RowBox>
  );
}

export const DataTableRow = memo(DataTableRowInner) as <Row>(props: DataTableRowProps<Row>) => ReactElement | null;

/**
 * react-window's row component. Its `ariaAttributes` (role=listitem, aria-posinset) are for
 * lists; a table row carries role=row and aria-rowindex instead, so they are not spread.
 */
export function DataTableWindowedRow<Row>({ index, style, ariaAttributes: _list, ...data }: RowComponentProps<BodyRowData<Row>>) {
  return <DataTableRow index={index} style={style} {...data} />;
}
