export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | null | undefined;

export interface SortDescriptor {
  /** The `key` of the sorted column. */
  column: string;
  direction: SortDirection;
}

const collators = new Map<string, Intl.Collator>();

function collator(locale: string): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, found);
  }
  return found;
}

/**
 * A stable sort on one value per row: numbers by value, text with the locale's collation
 * (numeric, so "Order 9" comes before "Order 10"). Empty values go last in both directions,
 * so flipping the direction never brings blanks to the top.
 */
export function sortRows<Row>(rows: readonly Row[], valueOf: (row: Row) => SortValue, direction: SortDirection, locale: string): Row[] {
  const compareText = collator(locale).compare;
  const sign = direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row) }));
  keyed.sort((a, b) => {
    const aEmpty = a.value === null || a.value === undefined || a.value === '' || Number.isNaN(a.value);
    const bEmpty = b.value === null || b.value === undefined || b.value === '' || Number.isNaN(b.value);
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
    let order: number;
    if (typeof a.value === 'number' && typeof b.value === 'number') order = a.value - b.value;
    else order = compareText(String(a.value), String(b.value));
    return order === 0 ? a.index - b.index : order * sign;
  });
  return keyed.map(({ row }) => row);
}

/** The next sort when a header is activated: a new column starts ascending, the same one flips. */
export function nextSort(current: SortDescriptor | null, column: string): SortDescriptor {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}

export type SelectionState = 'none' | 'some' | 'all';

/** Whether the select-all checkbox is unchecked, mixed or checked. */
export function selectionState(keys: readonly string[], selected: ReadonlySet<string>): SelectionState {
  if (keys.length === 0 || selected.size === 0) return 'none';
  let count = 0;
  for (const key of keys) if (selected.has(key)) count += 1;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}
