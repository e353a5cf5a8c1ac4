import { FormattedMessage, useIntl } from 'react-intl';
import { foldForSearch, formatNumber, type ApiError } from '@dukkan/core';
import {
  Badge,
  Button,
  DataTable,
  Link,
  ListPage,
  Select,
  VisuallyHidden,
  type DataTableColumn,
  type ListPageStatus,
  type PageBreadcrumb,
} from '@dukkan/ui';
import { ProductNameCell } from '../shared/ProductNameCell.tsx';
import { Code, FilterField, Muted, Names, RowActions } from './PrivateProducts.styles.ts';
import { UNIT_IDS, type PrivateCategoryOption, type PrivateProductRow } from './types.ts';

export interface PrivateProductsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The categories that hold private products, with their counts. */
  categories: readonly PrivateCategoryOption[];
  /** The category shown (the URL's), or null for all. */
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  products: readonly PrivateProductRow[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** The search as typed (the URL's `q`): either name or the barcode. */
  query: string;
  onQueryChange: (query: string) => void;
  /** `catalogue:update`: create, edit, delete. */
  canEdit: boolean;
  newHref: string;
  editHref: (product: PrivateProductRow) => string;
  /** "Add products", searched for a product the shop does not sell yet. */
  addHref: (product: PrivateProductRow) => string;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (product: PrivateProductRow) => void;
}

const local = (row: { name: string; nameAr: string }, locale: string) => (locale === 'ar' && row.nameAr ? row.nameAr : row.name);

/** The rows that match a search: either name, folded (أ/ا, ة/ه, case), or the barcode. */
export function privateProductMatches(product: PrivateProductRow, query: string): boolean {
  const q = foldForSearch(query.trim());
  if (!q) return true;
  return [product.name, product.nameAr, product.barcode].some((text) => foldForSearch(text).includes(q));
}

/**
 * My products (issue #11 item 4, decision 0072): the products only this shop has, by private
 * category; whether the shop sells each (a product not sold yet links to "Add products"),
 * edit and delete.
 */
export function PrivateProductsView(props: PrivateProductsViewProps) {
  const { products, status, query, canEdit, categories, category } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const rows = products.filter((p) => privateProductMatches(p, query));
  const named = (id: string, p: PrivateProductRow) => intl.formatMessage({ id }, { name: local(p, locale) });
  const total = categories.reduce((sum, c) => sum + c.count, 0);

  const columns: DataTableColumn<PrivateProductRow>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="dashboard.privateProducts.col.product" />,
      minWidth: 240,
      cell: (p) => <ProductNameCell image={p.image} name={local(p, locale)} otherName={locale === 'ar' ? p.name : p.nameAr} />,
    },
    {
      key: 'barcode',
      header: <FormattedMessage id="dashboard.privateProducts.col.barcode" />,
      minWidth: 140,
      cell: (p) =>
        p.barcode ? (
          <Code dir="ltr">{p.barcode}</Code>
        ) : (
          <Muted>
            <FormattedMessage id="dashboard.privateProducts.noBarcode" />
          </Muted>
        ),
    },
    {
      key: 'unit',
      header: <FormattedMessage id="dashboard.privateProducts.col.unit" />,
      minWidth: 150,
      cell: (p) => (
        <Names>
          <FormattedMessage id={UNIT_IDS[p.unit]} />
          {p.unit === 'kg' ? (
            <Muted>
              <FormattedMessage
                id="dashboard.privateProducts.paySize.steps"
                values={{ grams: <bdi dir="ltr">{formatNumber(p.paySize, locale)}</bdi> }}
              />
            </Muted>
          ) : (locale === 'ar' ? p.sizeAr || p.size : p.size) ? (
            <Muted>
              <bdi>{locale === 'ar' ? p.sizeAr || p.size : p.size}</bdi>
            </Muted>
          ) : null}
        </Names>
      ),
    },
    {
      key: 'linked',
      header: <FormattedMessage id="dashboard.privateProducts.col.inShop" />,
      minWidth: 170,
      cell: (p) =>
        p.linked ? (
          <Badge tone="success">
            <FormattedMessage id="dashboard.privateProducts.linked" />
          </Badge>
        ) : (
          <Names>
            <Badge tone="neutral">
              <FormattedMessage id="dashboard.privateProducts.notLinked" />
            </Badge>
            {canEdit ? (
              <Link href={props.addHref(p)}>
                <FormattedMessage id="dashboard.privateProducts.addToShop" />
                <VisuallyHidden>
                  <bdi>{local(p, locale)}</bdi>
                </VisuallyHidden>
              </Link>
            ) : null}
          </Names>
        ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: (
              <VisuallyHidden>
                <FormattedMessage id="dashboard.privateProducts.col.actions" />
              </VisuallyHidden>
            ),
            minWidth: 170,
            cell: (p: PrivateProductRow) => (
              <RowActions>
                <Link href={props.editHref(p)} aria-label={named('dashboard.privateProducts.editNamed', p)}>
                  <FormattedMessage id="dashboard.privateProducts.edit" />
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => props.onDelete(p)}
                  aria-label={named('dashboard.privateProducts.deleteNamed', p)}
                >
                  <FormattedMessage id="dashboard.privateProducts.delete" />
                </Button>
              </RowActions>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      title={<FormattedMessage id="dashboard.privateProducts.title" />}
      description={
        <FormattedMessage
          id="dashboard.privateProducts.description"
          values={{ count: total, n: <bdi dir="ltr">{formatNumber(total, locale)}</bdi> }}
        />
      }
      breadcrumbs={props.breadcrumbs}
      primaryAction={
        canEdit ? (
          <Link href={props.newHref}>
            <FormattedMessage id="dashboard.privateProducts.new" />
          </Link>
        ) : undefined
      }
      search={{
        label: intl.formatMessage({ id: 'dashboard.privateProducts.search' }),
        placeholder: intl.formatMessage({ id: 'dashboard.privateProducts.search.placeholder' }),
        value: query,
        onChange: props.onQueryChange,
      }}
      filters={
        <FilterField>
          <Select
            label={<FormattedMessage id="dashboard.privateProducts.category" />}
            options={[
              { id: 'all', label: intl.formatMessage({ id: 'dashboard.privateProducts.category.all' }) },
              ...categories.map((c) => ({
                id: c.id,
                label: intl.formatMessage(
                  { id: 'dashboard.privateProducts.category.option' },
                  { name: local(c, locale), count: c.count, n: formatNumber(c.count, locale) },
                ),
              })),
            ]}
            value={category ?? 'all'}
            onChange={(id) => props.onCategoryChange(id && id !== 'all' ? id : null)}
          />
        </FilterField>
      }
      status={status}
      error={
        <FormattedMessage
          id={props.error?.kind === 'network' ? 'dashboard.privateProducts.error.network' : 'dashboard.privateProducts.error'}
        />
      }
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && rows.length === 0}
      empty={
        products.length > 0 || category !== null
          ? {
              title: <FormattedMessage id="dashboard.privateProducts.noMatches" />,
              message: <FormattedMessage id="dashboard.privateProducts.noMatches.message" />,
              action: (
                <Button
                  variant="secondary"
                  onClick={() => {
                    props.onQueryChange('');
                    props.onCategoryChange(null);
                  }}
                >
                  <FormattedMessage id="dashboard.privateProducts.clear" />
                </Button>
              ),
            }
          : {
              title: <FormattedMessage id="dashboard.privateProducts.empty" />,
              message: <FormattedMessage id="dashboard.privateProducts.empty.message" />,
              action: canEdit ? (
                <Link href={props.newHref}>
                  <FormattedMessage id="dashboard.privateProducts.new" />
                </Link>
              ) : undefined,
            }
      }
    >
      <DataTable
        label={<FormattedMessage id="dashboard.privateProducts.title" />}
        hideLabel
        columns={columns}
        rows={rows}
        getRowKey={(p) => p.id}
        maxBlockSize="none"
      />
    </ListPage>
  );
}
