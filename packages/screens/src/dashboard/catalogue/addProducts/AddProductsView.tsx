import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
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
import { FilterField } from './AddProducts.styles.ts';
import type { AddProductsCategory, SuggestionRow } from './types.ts';

export interface AddProductsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** What the server suggests for the search and category: the shop's own products first. */
  suggestions: readonly SuggestionRow[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** The search as typed (the URL's `q`): a name in either language or a barcode. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The shop's categories (list-related-categories). */
  categories: readonly AddProductsCategory[];
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  /** `catalogue:update`: add a product. */
  canEdit: boolean;
  /** Opens the price dialog of a suggestion. */
  onAdd: (product: SuggestionRow) => void;
  /** "New product": the private product form. */
  newProductHref: string;
}

const local = (row: { name: string; nameAr: string }, locale: string) => (locale === 'ar' && row.nameAr ? row.nameAr : row.name);
const other = (row: { name: string; nameAr: string }, locale: string) => (locale === 'ar' ? row.name : row.nameAr);

/**
 * Add products (issue #11 item 3, decision 0072): the catalogue's products the shop does not
 * sell yet, its own private products first; searched by either name or a barcode on the
 * server, narrowed to a category. "Add to my shop" asks the price; the product then leaves
 * this list and joins the products list.
 */
export function AddProductsView(props: AddProductsViewProps) {
  const { suggestions, status, query, categories, category, canEdit } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const categoryName = (id: string) => {
    const found = categories.find((c) => c.id === id);
    return found ? local(found, locale) : '';
  };
  const filtered = query.trim() !== '' || category !== null;

  const columns: DataTableColumn<SuggestionRow>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="dashboard.addProducts.col.product" />,
      minWidth: 240,
      cell: (p) => <ProductNameCell image={p.image} name={local(p, locale)} otherName={other(p, locale)} />,
    },
    {
      key: 'source',
      header: <FormattedMessage id="dashboard.addProducts.col.source" />,
      minWidth: 140,
      cell: (p) => (
        <Badge tone={p.private ? 'info' : 'neutral'}>
          <FormattedMessage id={p.private ? 'dashboard.addProducts.source.private' : 'dashboard.addProducts.source.catalogue'} />
        </Badge>
      ),
    },
    {
      key: 'category',
      header: <FormattedMessage id="dashboard.addProducts.col.category" />,
      minWidth: 140,
      cell: (p) => <bdi>{categoryName(p.category)}</bdi>,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: (
              <VisuallyHidden>
                <FormattedMessage id="dashboard.addProducts.col.actions" />
              </VisuallyHidden>
            ),
            minWidth: 150,
            cell: (p: SuggestionRow) => (
              <Button size="sm" onClick={() => props.onAdd(p)}>
                {/* The visible words start the name, and the product's name ends it (WCAG 2.5.3). */}
                <FormattedMessage id="dashboard.addProducts.add" />
                <VisuallyHidden>
                  <bdi>{local(p, locale)}</bdi>
                </VisuallyHidden>
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      title={<FormattedMessage id="dashboard.addProducts.title" />}
      description={<FormattedMessage id="dashboard.addProducts.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={
        canEdit ? (
          <Link href={props.newProductHref}>
            <FormattedMessage id="dashboard.addProducts.newProduct" />
          </Link>
        ) : undefined
      }
      search={{
        label: intl.formatMessage({ id: 'dashboard.addProducts.search' }),
        placeholder: intl.formatMessage({ id: 'dashboard.addProducts.search.placeholder' }),
        value: query,
        onChange: props.onQueryChange,
      }}
      filters={
        <FilterField>
          <Select
            label={<FormattedMessage id="dashboard.addProducts.category" />}
            options={[
              { id: 'all', label: intl.formatMessage({ id: 'dashboard.addProducts.category.all' }) },
              ...categories.map((c) => ({ id: c.id, label: local(c, locale) })),
            ]}
            value={category ?? 'all'}
            onChange={(id) => props.onCategoryChange(id && id !== 'all' ? id : null)}
          />
        </FilterField>
      }
      status={status}
      error={
        <FormattedMessage id={props.error?.kind === 'network' ? 'dashboard.addProducts.error.network' : 'dashboard.addProducts.error'} />
      }
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && suggestions.length === 0}
      empty={
        filtered
          ? {
              title: <FormattedMessage id="dashboard.addProducts.noMatches" />,
              message: <FormattedMessage id="dashboard.addProducts.noMatches.message" />,
              action: (
                <Button
                  variant="secondary"
                  onClick={() => {
                    props.onQueryChange('');
                    props.onCategoryChange(null);
                  }}
                >
                  <FormattedMessage id="dashboard.addProducts.clear" />
                </Button>
              ),
            }
          : {
              title: <FormattedMessage id="dashboard.addProducts.empty" />,
              message: <FormattedMessage id="dashboard.addProducts.empty.message" />,
              action: canEdit ? (
                <Link href={props.newProductHref}>
                  <FormattedMessage id="dashboard.addProducts.newProduct" />
                </Link>
              ) : undefined,
            }
      }
    >
      <DataTable
        label={<FormattedMessage id="dashboard.addProducts.title" />}
        hideLabel
        columns={columns}
        rows={suggestions}
        getRowKey={(p) => p.id}
        maxBlockSize="none"
      />
    </ListPage>
  );
}
