import { FormattedMessage, useIntl } from 'react-intl';
import { foldForSearch, formatNumber, type ApiError } from '@dukkan/core';
import {
  Badge,
  Button,
  DataTable,
  ListPage,
  Switch,
  VisuallyHidden,
  type DataTableColumn,
  type ListPageStatus,
  type PageBreadcrumb,
} from '@dukkan/ui';
import { Muted, Names, RowActions, Rule } from './Filters.styles.ts';
import { levelId, type FilterRow } from './types.ts';

export interface FiltersViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** Every filter of the platform, main filters first, then by priority. */
  filters: readonly FilterRow[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** The search as typed (the URL's `q`): a name in either language or a rule. */
  query: string;
  onQueryChange: (query: string) => void;
  /** `catalogue:update`: add, edit, delete, link. */
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (filter: FilterRow) => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (filter: FilterRow) => void;
  /** Offer the filter to customers, or stop (the caller asks first when products carry it). */
  onLinkShop: (filter: FilterRow, link: boolean) => void;
  /** The filter whose link is being saved: its switch waits. */
  linkingId?: string | null;
  onProducts: (filter: FilterRow) => void;
  onProductFilters: () => void;
}

/** The rows that match a search: either name, folded (أ/ا, ة/ه, case), or the rule. */
export function filterMatches(filter: FilterRow, query: string): boolean {
  const q = foldForSearch(query.trim());
  if (!q) return true;
  return [filter.name, filter.nameAr, filter.rule].some((text) => foldForSearch(text).includes(q));
}

/**
 * Product filters (vendor spec §3 "Filter", issue #11 item 6, decision 0071): the platform's
 * filters, which the shop offers to its customers by linking them, and the products that carry
 * each. A shop edits, deletes and links products only to the filters it has linked.
 */
export function FiltersView(props: FiltersViewProps) {
  const { filters, status, query, canEdit } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const rows = filters.filter((f) => filterMatches(f, query));
  const linkedCount = filters.filter((f) => f.linked).length;
  const localName = (filter: FilterRow) => (locale === 'ar' && filter.nameAr ? filter.nameAr : filter.name);
  const named = (id: string, filter: FilterRow) => intl.formatMessage({ id }, { name: localName(filter) });

  const columns: DataTableColumn<FilterRow>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="dashboard.filters.col.name" />,
      minWidth: 190,
      cell: (f) => (
        <Names>
          <span>
            <bdi>{localName(f)}</bdi>
          </span>
          <Muted>
            <bdi>{locale === 'ar' ? f.name : f.nameAr || f.name}</bdi>
          </Muted>
        </Names>
      ),
    },
    {
      key: 'rule',
      header: <FormattedMessage id="dashboard.filters.col.rule" />,
      minWidth: 140,
      cell: (f) => <Rule dir="ltr">{f.rule}</Rule>,
    },
    {
      key: 'level',
      header: <FormattedMessage id="dashboard.filters.col.level" />,
      minWidth: 120,
      cell: (f) => (
        <Names>
          <FormattedMessage id={levelId(f.level)} values={{ level: f.level }} />
          <Muted>
            <FormattedMessage
              id="dashboard.filters.priority.short"
              values={{ n: <bdi dir="ltr">{formatNumber(f.priority, locale)}</bdi> }}
            />
          </Muted>
        </Names>
      ),
    },
    {
      key: 'linked',
      header: <FormattedMessage id="dashboard.filters.col.linked" />,
      minWidth: 170,
      cell: (f) =>
        f.enabled ? (
          <Switch checked={f.linked} disabled={!canEdit || props.linkingId === f.id} onChange={(on) => props.onLinkShop(f, on)}>
            {/* The visible words start the name, and the filter's name ends it (WCAG 2.5.3). */}
            <FormattedMessage id="dashboard.filters.offer" />
            <VisuallyHidden>
              <bdi>{localName(f)}</bdi>
            </VisuallyHidden>
          </Switch>
        ) : (
          <Badge tone="neutral">
            <FormattedMessage id="dashboard.filters.disabled" />
          </Badge>
        ),
    },
    {
      key: 'products',
      header: <FormattedMessage id="dashboard.filters.col.products" />,
      minWidth: 150,
      cell: (f) =>
        f.linked ? (
          <Button variant="ghost" size="sm" onClick={() => props.onProducts(f)}>
            {/* The visible count starts the name, and the filter's name ends it (WCAG 2.5.3). */}
            <FormattedMessage
              id="dashboard.filters.productCount"
              values={{ count: f.products.length, n: <bdi dir="ltr">{formatNumber(f.products.length, locale)}</bdi> }}
            />
            <VisuallyHidden>
              <FormattedMessage id="dashboard.filters.productsOf" values={{ name: <bdi>{localName(f)}</bdi> }} />
            </VisuallyHidden>
          </Button>
        ) : (
          <Muted>
            <FormattedMessage id="dashboard.filters.linkFirst" />
          </Muted>
        ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: (
              <VisuallyHidden>
                <FormattedMessage id="dashboard.filters.col.actions" />
              </VisuallyHidden>
            ),
            minWidth: 150,
            cell: (f: FilterRow) =>
              f.linked ? (
                <RowActions>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => props.onEdit(f)}
                    aria-label={named('dashboard.filters.editNamed', f)}
                  >
                    <FormattedMessage id="dashboard.filters.edit" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => props.onDelete(f)}
                    aria-label={named('dashboard.filters.deleteNamed', f)}
                  >
                    <FormattedMessage id="dashboard.filters.delete" />
                  </Button>
                </RowActions>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <ListPage
      title={<FormattedMessage id="dashboard.filters.title" />}
      description={
        <FormattedMessage
          id="dashboard.filters.description"
          values={{ count: linkedCount, n: <bdi dir="ltr">{formatNumber(linkedCount, locale)}</bdi> }}
        />
      }
      breadcrumbs={props.breadcrumbs}
      primaryAction={
        canEdit ? (
          <Button onClick={props.onAdd}>
            <FormattedMessage id="dashboard.filters.add" />
          </Button>
        ) : undefined
      }
      secondaryActions={
        canEdit ? (
          <Button variant="secondary" onClick={props.onProductFilters} disabled={linkedCount === 0}>
            <FormattedMessage id="dashboard.filters.productFilters" />
          </Button>
        ) : undefined
      }
      search={{
        label: intl.formatMessage({ id: 'dashboard.filters.search' }),
        placeholder: intl.formatMessage({ id: 'dashboard.filters.search.placeholder' }),
        value: query,
        onChange: props.onQueryChange,
      }}
      status={status}
      error={<FormattedMessage id={props.error?.kind === 'network' ? 'dashboard.filters.error.network' : 'dashboard.filters.error'} />}
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && rows.length === 0}
      empty={
        filters.length > 0
          ? {
              title: <FormattedMessage id="dashboard.filters.noMatches" />,
              message: <FormattedMessage id="dashboard.filters.noMatches.message" />,
              action: (
                <Button variant="secondary" onClick={() => props.onQueryChange('')}>
                  <FormattedMessage id="dashboard.filters.clearSearch" />
                </Button>
              ),
            }
          : {
              title: <FormattedMessage id="dashboard.filters.empty" />,
              message: <FormattedMessage id="dashboard.filters.empty.message" />,
              action: canEdit ? (
                <Button onClick={props.onAdd}>
                  <FormattedMessage id="dashboard.filters.add" />
                </Button>
              ) : undefined,
            }
      }
    >
      <DataTable
        label={<FormattedMessage id="dashboard.filters.title" />}
        hideLabel
        columns={columns}
        rows={rows}
        getRowKey={(f) => f.id}
        maxBlockSize="none"
      />
    </ListPage>
  );
}
