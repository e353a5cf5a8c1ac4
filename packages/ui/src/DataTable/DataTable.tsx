import { useCallback, useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { List } from 'react-window';
import { formatNumber } from '@dukkan/core';
import { Caption, CaptionBar, HiddenStatus, Root, Scroller, SelectionStatus, Table } from './DataTable.styles.ts';
import type { BodyRowData, DataTableColumn } from './DataTable.types.ts';
import { DataTableHeader } from './DataTableHeader.tsx';
import { DataTableRow, DataTableWindowedRow, fieldOf } from './DataTableRow.tsx';
import { DataTableEmpty, DataTableError, DataTableLoadingRows, DataTableMessageRow } from './DataTableStates.tsx';
import { nextSort, selectionState, sortRows, type SortDescriptor, type SortValue } from './sortRows.ts';
import { useControlled } from './useControlled.ts';

export interface DataTableProps<Row> {
  /** Names the table (a heading above it; `hideLabel` keeps it for screen readers only). */
  label: ReactNode;
  hideLabel?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  status?: 'ready' | 'loading' | 'error';
  /** The error message (defaults to the common one) and a retry. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What an empty table says, and an optional action (e.g. "Add a product"). */
  emptyMessage?: ReactNode;
  emptyAction?: ReactNode;
  /** Controlled sort; leave undefined for the table to keep its own, from `defaultSort`. */
  sort?: SortDescriptor | null;
  defaultSort?: SortDescriptor | null;
  onSortChange?: (sort: SortDescriptor | null) => void;
  /** The server sorts: rows are shown in the order given and only `onSortChange` fires. */
  manualSort?: boolean;
  selectable?: boolean;
  selectedKeys?: ReadonlySet<string>;
  defaultSelectedKeys?: ReadonlySet<string>;
  onSelectionChange?: (keys: ReadonlySet<string>) => void;
  /** Leaves out "N rows selected" when a surrounding toolbar shows and announces it (ListPage's bulk actions). */
  hideSelectionCount?: boolean;
  /** Names each row's checkbox: "Select {rowLabel}". */
  rowLabel?: (row: Row) => string;
  /** Past this many rows, only the rows in view are rendered (react-window). */
  windowThreshold?: number;
  /** Row height in px when windowed (rows are one line then). */
  rowHeight?: number;
  /** The scroll area's maximum height; the header stays visible inside it. */
  maxBlockSize?: string;
}

const NO_KEYS: ReadonlySet<string> = new Set();

function trackOf<Row>(column: DataTableColumn<Row>): string {
  return column.width ? `${column.width}px` : `minmax(${column.minWidth ?? 120}px, ${column.grow ?? 1}fr)`;
}

/**
 * A table of records with sorting, selection, loading / empty / error rows and a sticky
 * header. Past `windowThreshold` rows it renders only what is in view (CONVENTIONS §8),
 * keeping the table semantics: role=table/rowgroup/row/cell, aria-rowcount and aria-rowindex.
 * It is built from ARIA roles on a CSS grid so both modes share one layout.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    hideLabel = false,
    columns,
    rows,
    getRowKey,
    status = 'ready',
    error,
    onRetry,
    emptyMessage,
    emptyAction,
    manualSort = false,
  } = props;
  const { selectable = false, hideSelectionCount = false, rowLabel, windowThreshold = 100, rowHeight = 48, maxBlockSize = '70vh' } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const labelId = useId();
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [sort, setSort] = useControlled(props.sort, props.defaultSort ?? null, props.onSortChange);
  const [selected, setSelected] = useControlled(props.selectedKeys, props.defaultSelectedKeys ?? NO_KEYS, props.onSelectionChange);
  const [announcement, setAnnouncement] = useState<ReactNode>(null);

  const sortedRows = useMemo(() => {
    const column = sort && !manualSort ? columns.find((c) => c.key === sort.column) : undefined;
    if (!sort || !column) return rows;
    const valueOf = column.sortValue ?? ((row: Row) => fieldOf(row, column.key) as SortValue);
    return sortRows(rows, valueOf, sort.direction, locale);
  }, [rows, columns, sort, manualSort, locale]);
  const keys = useMemo(() => sortedRows.map(getRowKey), [sortedRows, getRowKey]);

  const onSort = (key: string) => {
    const next = nextSort(sort, key);
    setSort(next);
    const header = columns.find((c) => c.key === key)?.header;
    setAnnouncement(
      <FormattedMessage
        id={next.direction === 'ascending' ? 'ui.dataTable.sortedAscending' : 'ui.dataTable.sortedDescending'}
        values={{ column: header }}
      />,
    );
  };
  const onToggleRow = useCallback(
    (key: string) => {
      const next = new Set(selected);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setSelected(next);
    },
    [selected, setSelected],
  );
  const allState = selectionState(keys, selected);
  const onToggleAll = () => setSelected(allState === 'all' ? new Set() : new Set(keys));

  const ready = status === 'ready';
  const windowed = ready && sortedRows.length > windowThreshold;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const template = [selectable ? '48px' : '', ...columns.map(trackOf)].join(' ').trim();
  const minInlineSize = columns.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? 120), selectable ? 48 : 0);
  const tableStyle = { '--dk-cols': template, minInlineSize } as CSSProperties;
  // One object while nothing in it changes, so the drawn rows (memoized) are not rendered again.
  const rowData = useMemo<BodyRowData<Row>>(
    () => ({ rows: sortedRows, columns, getRowKey, rowLabel, selectable, selected, onToggleRow, locale, windowed }),
    [sortedRows, columns, getRowKey, rowLabel, selectable, selected, onToggleRow, locale, windowed],
  );

  let body: ReactNode;
  if (status === 'loading') body = <DataTableLoadingRows columnCount={columnCount} />;
  else if (status === 'error')
    body = (
      <DataTableMessageRow columnCount={columnCount}>
        <DataTableError message={error} onRetry={onRetry} />
      </DataTableMessageRow>
    );
  else if (sortedRows.length === 0)
    body = (
      <DataTableMessageRow columnCount={columnCount}>
        <DataTableEmpty message={emptyMessage ?? <FormattedMessage id="ui.dataTable.empty" />} action={emptyAction} />
      </DataTableMessageRow>
    );
  else if (!windowed) body = sortedRows.map((row, index) => <DataTableRow key={keys[index]} index={index} {...rowData} />);

  return (
    <Root>
      <CaptionBar>
        <Caption id={labelId} data-hidden={hideLabel || undefined}>
          {label}
        </Caption>
        {selectable && !hideSelectionCount ? (
          <SelectionStatus role="status">
            {selected.size > 0 ? (
              <FormattedMessage
                id="ui.dataTable.selectedCount"
                values={{ count: selected.size, n: <bdi dir="ltr">{formatNumber(selected.size, locale)}</bdi> }}
              />
            ) : null}
          </SelectionStatus>
        ) : null}
      </CaptionBar>
      <HiddenStatus role="status">{status === 'loading' ? <FormattedMessage id="common.loading" /> : announcement}</HiddenStatus>
      {/* Focusable so keyboard users can scroll it (WCAG 2.1.1); named by the caption. */}
      <Scroller ref={setScroller} role="region" aria-labelledby={labelId} tabIndex={0} style={{ maxBlockSize }}>
        <Table
          role="table"
          aria-labelledby={labelId}
          aria-busy={status === 'loading' || undefined}
          aria-rowcount={ready ? sortedRows.length + 1 : undefined}
          style={tableStyle}
        >
          <DataTableHeader
            columns={columns}
            sort={sort}
            onSort={onSort}
            selection={selectable ? { state: allState, disabled: !ready || keys.length === 0, onToggleAll } : undefined}
          />
          {windowed ? (
            <List
              role="rowgroup"
              rowComponent={DataTableWindowedRow}
              rowCount={sortedRows.length}
              rowHeight={rowHeight}
              rowProps={rowData}
              scrollElement={scroller}
              overscanCount={8}
            />
          ) : (
            <div role="rowgroup">{body}</div>
          )}
        </Table>
      </Scroller>
    </Root>
  );
}
