import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError } from '@dukkan/core';
import {
  Button,
  DataTable,
  InlineAlert,
  ListPage,
  Select,
  type ListPageStatus,
  type PageBreadcrumb,
  type SortDescriptor,
} from '@dukkan/ui';
import { ProductPriceDialog } from '../ProductPriceDialog/index.ts';
import { CHANGE_MESSAGES, failureReasonId, localName } from '../shared/productText.ts';
import type {
  CatalogueCategoryOption,
  CatalogueChange,
  CatalogueEdit,
  CatalogueEditFailure,
  CatalogueProductRow,
  PriceValues,
} from '../shared/types.ts';
import { productColumns } from './productColumns.tsx';
import { Count, FilterField, Notices } from './ProductsListView.styles.ts';

export type YesNoFilter = 'all' | 'yes' | 'no';
export type ProductsSort = 'name' | '-name' | 'price' | '-price' | 'limit' | '-limit';

export interface ProductsListFilters {
  category: string | null;
  subCategory: string | null;
  available: YesNoFilter;
  hidden: YesNoFilter;
}

export interface ProductsListViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The rows that match the search and filters, sorted; all of them (the table windows past 100). */
  products: readonly CatalogueProductRow[];
  /** How many products the shop has. */
  total: number;
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** Name (either language) or barcode, from the URL. */
  query: string;
  onQueryChange: (query: string) => void;
  categories: readonly CatalogueCategoryOption[];
  filters: ProductsListFilters;
  onFiltersChange: (patch: Partial<ProductsListFilters>) => void;
  onClearFilters: () => void;
  sort: ProductsSort;
  onSortChange: (sort: ProductsSort) => void;
  /** Owners and leads change products; a cashier reads them. */
  canEdit: boolean;
  /** Sends set-info changes (shown at once by the caller); resolves with the refused ones. */
  onChange: (edits: readonly CatalogueEdit[]) => Promise<readonly CatalogueEditFailure[]>;
  /** Sends a product's new price, offer and limit (only what changed); resolves with the refused changes. */
  onSavePrices: (product: CatalogueProductRow, values: PriceValues) => Promise<readonly CatalogueEditFailure[]>;
  /** The product whose price form is open (kept in the URL), or null. */
  editing: string | null;
  onEditingChange: (id: string | null) => void;
  /** The page of a product's add-on groups (a link in each row, for every reader). */
  addonsHref?: (product: CatalogueProductRow) => string;
}

type BulkAction = 'hide' | 'show' | 'unavailable' | 'available';

const BULK: Readonly<Record<BulkAction, { change: CatalogueChange; label: string; done: string }>> = {
  hide: { change: { kind: 'hidden', value: true }, label: 'dashboard.catalogue.bulk.hide', done: 'dashboard.catalogue.bulk.hidden' },
  show: { change: { kind: 'hidden', value: false }, label: 'dashboard.catalogue.bulk.show', done: 'dashboard.catalogue.bulk.shown' },
  unavailable: {
    change: { kind: 'available', value: false },
    label: 'dashboard.catalogue.bulk.unavailable',
    done: 'dashboard.catalogue.bulk.madeUnavailable',
  },
  available: {
    change: { kind: 'available', value: true },
    label: 'dashboard.catalogue.bulk.available',
    done: 'dashboard.catalogue.bulk.madeAvailable',
  },
};

const YES_NO: readonly YesNoFilter[] = ['all', 'yes', 'no'];
const YES_NO_MESSAGES: Readonly<Record<'available' | 'hidden', Readonly<Record<YesNoFilter, string>>>> = {
  available: {
    all: 'dashboard.catalogue.filter.available.all',
    yes: 'dashboard.catalogue.filter.available.yes',
    no: 'dashboard.catalogue.filter.available.no',
  },
  hidden: {
    all: 'dashboard.catalogue.filter.hidden.all',
    yes: 'dashboard.catalogue.filter.hidden.yes',
    no: 'dashboard.catalogue.filter.hidden.no',
  },
};
const SORT_COLUMNS: Readonly<Record<string, 'name' | 'price' | 'limit'>> = { name: 'name', price: 'price', limit: 'limit' };

function differs(row: CatalogueProductRow, change: CatalogueChange): boolean {
  return change.kind === 'hidden' ? row.hidden !== change.value : change.kind === 'available' ? row.isAvailable !== change.value : true;
}

interface Notice {
  key: number;
  tone: 'critical' | 'success';
  title: ReactNode;
  body?: ReactNode;
  /** Sends the same change again ("Try again"): offered when it failed on the way, not when it was refused. */
  retry?: () => void;
}

/** The connection failed or the server failed (a timeout, a 5xx): the same change may go through later. */
const transient = (failures: readonly CatalogueEditFailure[]) =>
  failures.length > 0 && failures.every((f) => f.error.kind === 'network' || f.error.status >= 500);

/**
 * The shop's products (vendor spec §3 "Product (per shop)", §7 Products): search by either name
 * or barcode, filter by category, sub-category, availability and visibility, sort by name,
 * price or limit, all kept in the URL by the caller. Availability and visibility switch right
 * in the row; price, offer and the per-order limit open a small form. Rows can be selected to
 * hide, show or change availability together; a refused change is put back and the page says
 * which product and why.
 */
export function ProductsListView(props: ProductsListViewProps) {
  const { products, status, query, filters, canEdit, categories, onChange, onSavePrices, onEditingChange } = props;
  // The box shows each key at once (ListPage keeps its text urgent); while a new query's rows
  // wait, the table keeps the last ones and draws the new ones in a render that a newer key
  // interrupts (issue #11, decision 0092). Any other change (a switch, a refused change put
  // back) shows at once.
  const deferredQuery = useDeferredValue(query);
  const deferredProducts = useDeferredValue(products);
  const shownProducts = query === deferredQuery ? products : deferredProducts;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  // Stable, so the table's memoized rows re-render only when their product changes.
  const getRowKey = useCallback((p: CatalogueProductRow) => p.id, []);
  const rowLabel = useCallback((p: CatalogueProductRow) => localName(p, locale), [locale]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const report = useCallback(
    (failures: readonly CatalogueEditFailure[], tried: number, done?: ReactNode, retry?: () => void) => {
      // A bulk change names the products that failed; a change of one product says what and why.
      const key = Date.now();
      const names = failures.map((f) => localName(f.product, locale));
      const first = failures[0];
      if (!first) {
        setNotice(done ? { key, tone: 'success', title: done } : null);
        return;
      }
      if (tried === 1) {
        setNotice({
          key,
          tone: 'critical',
          title: (
            <FormattedMessage
              id="dashboard.catalogue.failed.one"
              values={{ name: <bdi>{names[0]}</bdi>, change: <FormattedMessage id={CHANGE_MESSAGES[first.change.kind]} /> }}
            />
          ),
          body: <FormattedMessage id={failureReasonId(first.error, first.change)} />,
          ...(retry && transient(failures) ? { retry } : {}),
        });
        return;
      }
      const unique = [...new Set(names)];
      setNotice({
        key,
        tone: 'critical',
        title: (
          <FormattedMessage
            id="dashboard.catalogue.failed.some"
            values={{
              count: failures.length,
              n: <bdi dir="ltr">{formatNumber(failures.length, locale)}</bdi>,
              total: <bdi dir="ltr">{formatNumber(tried, locale)}</bdi>,
            }}
          />
        ),
        body: (
          <>
            <FormattedMessage
              id="dashboard.catalogue.failed.names"
              values={{ names: <bdi>{intl.formatList(unique, { type: 'conjunction' })}</bdi> }}
            />{' '}
            <FormattedMessage id={failureReasonId(first.error, first.change)} />
          </>
        ),
      });
    },
    [intl, locale],
  );

  const changeOne = useCallback(
    (edit: CatalogueEdit) => {
      void onChange([edit]).then((failures) => report(failures, 1));
    },
    [onChange, report],
  );
  const columns = useMemo(
    () => productColumns({ locale, canEdit, onChange: changeOne, onEdit: onEditingChange, addonsHref: props.addonsHref, intl }),
    [locale, canEdit, changeOne, onEditingChange, props.addonsHref, intl],
  );

  const selectedRows = products.filter((p) => selected.has(p.id));
  async function bulk(action: BulkAction) {
    const { change, done } = BULK[action];
    const rows = selectedRows.filter((p) => differs(p, change));
    setBusy(true);
    const failures = rows.length > 0 ? await onChange(rows.map((p) => ({ product: p.id, change }))) : [];
    setBusy(false);
    const count = selectedRows.length - failures.length;
    report(
      failures,
      selectedRows.length,
      <FormattedMessage id={done} values={{ count, n: <bdi dir="ltr">{formatNumber(count, locale)}</bdi> }} />,
    );
    if (failures.length === 0) setSelected(new Set());
    else setSelected(new Set(failures.map((f) => f.product.id)));
  }

  const editingRow = props.editing ? (products.find((p) => p.id === props.editing) ?? null) : null;
  const category = categories.find((c) => c.id === filters.category);
  const filtered = query.trim() !== '' || filters.category !== null || filters.available !== 'all' || filters.hidden !== 'all';
  const isEmpty = status === 'ready' && shownProducts.length === 0;
  const sortColumn = props.sort.replace('-', '');
  const sortDirection = props.sort.startsWith('-') ? 'descending' : 'ascending';
  const sortDescriptor = useMemo<SortDescriptor>(() => ({ column: sortColumn, direction: sortDirection }), [sortColumn, sortDirection]);
  const label = (c: { name: string; nameAr: string }) => (locale === 'ar' && c.nameAr ? c.nameAr : c.name);
  const yesNo = (id: 'available' | 'hidden') =>
    YES_NO.map((value) => ({ id: value, label: intl.formatMessage({ id: YES_NO_MESSAGES[id][value] }) }));

  return (
    <>
      <ListPage
        title={<FormattedMessage id="dashboard.catalogue.list.title" />}
        description={<FormattedMessage id="dashboard.catalogue.list.description" />}
        breadcrumbs={props.breadcrumbs}
        search={{
          label: intl.formatMessage({ id: 'dashboard.catalogue.list.search' }),
          placeholder: intl.formatMessage({ id: 'dashboard.catalogue.list.searchPlaceholder' }),
          value: query,
          onChange: props.onQueryChange,
        }}
        filters={
          <>
            <FilterField>
              <Select
                label={<FormattedMessage id="dashboard.catalogue.filter.category" />}
                options={[
                  { id: 'all', label: intl.formatMessage({ id: 'dashboard.catalogue.filter.category.all' }) },
                  ...categories.map((c) => ({ id: c.id, label: label(c) })),
                ]}
                value={filters.category ?? 'all'}
                onChange={(id) => props.onFiltersChange({ category: id && id !== 'all' ? id : null, subCategory: null })}
              />
            </FilterField>
            {category && category.subCategories.length > 0 ? (
              <FilterField>
                <Select
                  label={<FormattedMessage id="dashboard.catalogue.filter.subCategory" />}
                  options={[
                    { id: 'all', label: intl.formatMessage({ id: 'dashboard.catalogue.filter.subCategory.all' }) },
                    ...category.subCategories.map((s) => ({ id: s.id, label: label(s) })),
                  ]}
                  value={filters.subCategory ?? 'all'}
                  onChange={(id) => props.onFiltersChange({ subCategory: id && id !== 'all' ? id : null })}
                />
              </FilterField>
            ) : null}
            <FilterField>
              <Select
                label={<FormattedMessage id="dashboard.catalogue.filter.available" />}
                options={yesNo('available')}
                value={filters.available}
                onChange={(id) => props.onFiltersChange({ available: id === 'yes' || id === 'no' ? id : 'all' })}
              />
            </FilterField>
            <FilterField>
              <Select
                label={<FormattedMessage id="dashboard.catalogue.filter.hidden" />}
                options={yesNo('hidden')}
                value={filters.hidden}
                onChange={(id) => props.onFiltersChange({ hidden: id === 'yes' || id === 'no' ? id : 'all' })}
              />
            </FilterField>
          </>
        }
        status={status}
        error={
          <FormattedMessage
            id={props.error?.kind === 'network' ? 'dashboard.catalogue.list.error.network' : 'dashboard.catalogue.list.error'}
          />
        }
        onRetry={props.onRetry}
        isEmpty={isEmpty}
        empty={
          filtered
            ? {
                title: <FormattedMessage id="dashboard.catalogue.list.noMatches" />,
                message: <FormattedMessage id="dashboard.catalogue.list.noMatches.message" />,
                action: (
                  <Button variant="secondary" onClick={props.onClearFilters}>
                    <FormattedMessage id="dashboard.catalogue.list.clearFilters" />
                  </Button>
                ),
              }
            : {
                title: <FormattedMessage id="dashboard.catalogue.list.empty" />,
                message: <FormattedMessage id="dashboard.catalogue.list.empty.message" />,
              }
        }
        selectedCount={canEdit ? selectedRows.length : 0}
        onClearSelection={() => setSelected(new Set())}
        bulkActions={(['hide', 'show', 'unavailable', 'available'] as const).map((action) => (
          <Button key={action} variant="secondary" size="sm" loading={busy} onClick={() => void bulk(action)}>
            <FormattedMessage id={BULK[action].label} />
          </Button>
        ))}
      >
        <Notices>
          {notice ? (
            <InlineAlert
              key={notice.key}
              tone={notice.tone}
              title={notice.title}
              onDismiss={() => setNotice(null)}
              {...(notice.retry ? { action: { label: <FormattedMessage id="common.retry" />, onAction: notice.retry } } : {})}
            >
              {notice.body}
            </InlineAlert>
          ) : null}
        </Notices>
        <Count>
          <FormattedMessage
            id="dashboard.catalogue.list.count"
            values={{
              count: shownProducts.length,
              n: <bdi dir="ltr">{formatNumber(shownProducts.length, locale)}</bdi>,
              total: <bdi dir="ltr">{formatNumber(props.total, locale)}</bdi>,
            }}
          />
        </Count>
        <DataTable
          label={<FormattedMessage id="dashboard.catalogue.list.title" />}
          hideLabel
          columns={columns}
          rows={shownProducts}
          getRowKey={getRowKey}
          selectable={canEdit}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          hideSelectionCount
          rowLabel={rowLabel}
          manualSort
          sort={sortDescriptor}
          onSortChange={(next) => {
            const column = next ? SORT_COLUMNS[next.column] : undefined;
            if (column) props.onSortChange(next?.direction === 'descending' ? `-${column}` : column);
          }}
          windowThreshold={100}
          rowHeight={64}
          maxBlockSize="70vh"
        />
      </ListPage>
      <ProductPriceDialog
        product={canEdit ? editingRow : null}
        onClose={() => onEditingChange(null)}
        onSave={(product, values) => {
          onEditingChange(null);
          // What was typed is kept in the retry: a price that failed on the way is sent again as it was.
          const save = () => {
            setNotice(null);
            void onSavePrices(product, values).then((failures) => report(failures, 1, undefined, save));
          };
          save();
        }}
      />
    </>
  );
}
