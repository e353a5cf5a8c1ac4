import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber } from '@dukkan/core';
import { Button } from '../Button/index.ts';
import { Page, type PageBreadcrumb } from '../Page/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { EmptyState, ErrorState } from '../State/index.ts';
import { TextField } from '../TextField/index.ts';
import { ListPageLoading } from './ListPageLoading.tsx';
import { BulkActions, BulkBar, BulkCount, FilterBar, Filters, HiddenStatus, ListBody, SearchBox, StateSurface } from './ListPage.styles.ts';

export type ListPageStatus = 'loading' | 'error' | 'ready';

export interface ListPageSearch {
  /** The field's visible label and the search landmark's name, translated ("Search orders"). */
  label: string;
  /** The query, from the caller (the URL's `q`). The field shows each key at once and takes this value whenever it changes to one the field did not send. */
  value: string;
  /** Every keystroke; the app writes it to the URL (and debounces the request if it wants). */
  onChange: (value: string) => void;
  placeholder?: string;
}

export interface ListPageEmpty {
  title: ReactNode;
  message?: ReactNode;
  /** E.g. "Add a product", or "Clear filters" when a search found nothing. */
  action?: ReactNode;
}

export interface ListPagePagination {
  /** From 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export interface ListPageProps {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The main call to action at the end of the title row ("Add product"). */
  primaryAction?: ReactNode;
  /** Other page actions, before the primary one ("Export"). */
  secondaryActions?: ReactNode;
  search?: ListPageSearch;
  /** Filter controls (Select, Switch …) beside the search; their values live in the URL too. */
  filters?: ReactNode;
  status: ListPageStatus;
  /** The error's message (a translated description); the common one by default. */
  error?: ReactNode;
  onRetry?: () => void;
  /** The load succeeded with no rows: the empty state replaces the table. */
  isEmpty?: boolean;
  empty?: ListPageEmpty;
  /** How many rows are selected; the bulk toolbar shows (and the count is announced) when above 0. */
  selectedCount?: number;
  /** The buttons of the bulk toolbar. */
  bulkActions?: ReactNode;
  /** Adds "Clear selection" to the bulk toolbar. */
  onClearSelection?: () => void;
  pagination?: ListPagePagination;
  /** How many placeholder rows show while loading (8 by default). */
  loadingRows?: number;
  /** The table (a DataTable with `hideLabel` and `hideSelectionCount`, as the page names it and counts the selection). */
  children?: ReactNode;
}

/**
 * The search box shows what was typed at once, even while the caller's value (the URL's `q`) has
 * not caught up: a navigation can lag behind the keys while a page's data first loads, and a
 * field bound to the lagging value alone dropped letters. The caller's value wins whenever it
 * changes to something this box did not send (Back, "Clear filters", a link).
 */
function ListSearch({ search }: { search: ListPageSearch }) {
  const [text, setText] = useState(search.value);
  const [seen, setSeen] = useState(search.value);
  // What this box sent and the caller has not echoed back yet, oldest first.
  const [sent, setSent] = useState<readonly string[]>([]);
  if (search.value !== seen) {
    setSeen(search.value);
    const echo = sent.indexOf(search.value);
    if (echo === -1) {
      setSent([]);
      setText(search.value);
    } else setSent(sent.slice(echo + 1));
  }
  return (
    <SearchBox role="search" aria-label={search.label}>
      <TextField
        type="search"
        label={search.label}
        value={text}
        placeholder={search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setSent((before) => [...before.slice(-50), next]);
          search.onChange(next);
        }}
      />
    </SearchBox>
  );
}

/**
 * The list page of the dashboard: the page header, a search and filters, the bulk toolbar of
 * the selected rows, the table (or its loading, empty or error state) and the page navigator.
 * Everything that the URL holds (query, filters, page, selection) comes in through props.
 */
export function ListPage(props: ListPageProps) {
  const { title, description, breadcrumbs, primaryAction, secondaryActions, search, filters, status, children } = props;
  const { selectedCount = 0, bulkActions, onClearSelection, pagination, isEmpty = false, loadingRows = 8 } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const ready = status === 'ready';
  const selecting = ready && !isEmpty && selectedCount > 0;
  const countText = (
    <FormattedMessage
      id="ui.listPage.selectedCount"
      values={{ count: selectedCount, n: <bdi dir="ltr">{formatNumber(selectedCount, locale)}</bdi> }}
    />
  );

  let content: ReactNode;
  if (status === 'loading') content = <ListPageLoading rows={loadingRows} />;
  else if (status === 'error')
    content = (
      <StateSurface>
        <ErrorState title={<FormattedMessage id="ui.listPage.errorTitle" />} description={props.error} onRetry={props.onRetry} />
      </StateSurface>
    );
  else if (isEmpty)
    content = (
      <StateSurface>
        <EmptyState
          title={props.empty?.title ?? <FormattedMessage id="ui.listPage.emptyTitle" />}
          description={props.empty?.message}
          action={props.empty?.action}
        />
      </StateSurface>
    );
  else content = children;

  return (
    <Page
      title={title}
      description={description}
      breadcrumbs={breadcrumbs}
      primaryAction={primaryAction}
      secondaryActions={secondaryActions}
    >
      <ListBody>
        {search || filters ? (
          <FilterBar>
            {search ? <ListSearch search={search} /> : null}
            {filters ? (
              <Filters role="group" aria-label={intl.formatMessage({ id: 'ui.listPage.filters' })}>
                {filters}
              </Filters>
            ) : null}
          </FilterBar>
        ) : null}
        {/* Present from the start, so the count and the loading are announced when they change. */}
        <HiddenStatus role="status">
          {status === 'loading' ? <FormattedMessage id="common.loading" /> : selecting ? countText : null}
        </HiddenStatus>
        {selecting ? (
          <BulkBar role="toolbar" aria-label={intl.formatMessage({ id: 'ui.listPage.bulkActions' })}>
            <BulkCount>{countText}</BulkCount>
            {bulkActions ? <BulkActions>{bulkActions}</BulkActions> : null}
            {onClearSelection ? (
              <Button variant="ghost" size="sm" onClick={onClearSelection}>
                <FormattedMessage id="ui.listPage.clearSelection" />
              </Button>
            ) : null}
          </BulkBar>
        ) : null}
        {content}
        {ready && !isEmpty && pagination ? (
          <Pagination page={pagination.page} pageCount={pagination.pageCount} onPageChange={pagination.onPageChange} />
        ) : null}
      </ListBody>
    </Page>
  );
}
