import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, isAppLocale, type CartProduct, type ShopProduct } from '@dukkan/core';
import { EmptyState, ErrorState, Link } from '@dukkan/ui';
import { Page } from '../../catalogue/CategoryPage/CategoryPage.styles.ts';
import { CategoryPageGrid } from '../../catalogue/CategoryPage/CategoryPageGrid.tsx';
import { CategoryPageSkeleton } from '../../catalogue/CategoryPage/CategoryPageSkeleton.tsx';
import { Count, Header, Title } from './SearchPage.styles.ts';

export interface SearchPageProps {
  /** What the customer typed (the URL's `q`), shown back as typed. */
  query: string;
  /** The matching products, best first; undefined while the shop's listing loads or after an error. */
  results: readonly ShopProduct[] | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  /** Steps of a product (by shop product id) in the cart; 0 when absent. */
  countOf: (productId: string) => number;
  /** Adds one step. Keep it stable (useCallback): cards are memoised. */
  onAdd: (product: ShopProduct, cartProduct: CartProduct) => void;
  onRemove: (product: ShopProduct) => void;
  /** The product page of a shop product id. */
  productHref: (productId: string) => string;
  /** Where "Browse the shop" goes when nothing matches. */
  homeHref: string;
}

/**
 * `/search?q=` (issue #16 item 7): the shop's products whose name, in either language and
 * spelling, holds every word typed, as the catalogue's product cards (add and remove right
 * there). Thousands of results are windowed like a large category.
 */
export function SearchPage({
  query,
  results,
  isLoading,
  error,
  onRetry,
  countOf,
  onAdd,
  onRemove,
  productHref,
  homeHref,
}: SearchPageProps) {
  const intl = useIntl();
  const countId = useId();
  const locale = isAppLocale(intl.locale) ? intl.locale : 'en';
  const typed = query.trim();
  const browse = (
    <Link href={homeHref}>
      <FormattedMessage id="storefront.search.browse" />
    </Link>
  );

  let body;
  if (!typed) {
    body = (
      <EmptyState
        title={<FormattedMessage id="storefront.search.prompt.title" />}
        description={<FormattedMessage id="storefront.search.prompt.description" />}
        action={browse}
      />
    );
  } else if (error && !results) body = <ErrorState onRetry={onRetry} />;
  else if (!results || isLoading) body = <CategoryPageSkeleton />;
  else if (results.length === 0) {
    body = (
      <EmptyState
        title={<FormattedMessage id="storefront.search.none.title" values={{ query: <bdi>{typed}</bdi> }} />}
        description={<FormattedMessage id="storefront.search.none.description" />}
        action={browse}
      />
    );
  } else {
    body = (
      <CategoryPageGrid
        products={results}
        labelledBy={countId}
        countOf={countOf}
        onAdd={onAdd}
        onRemove={onRemove}
        productHref={productHref}
      />
    );
  }

  const busy = Boolean(typed) && !error && (!results || isLoading);
  return (
    <Page id="main" aria-busy={busy || undefined} aria-label={busy ? intl.formatMessage({ id: 'common.loading' }) : undefined}>
      <Header>
        <Title>
          {typed ? (
            <FormattedMessage id="storefront.search.title" values={{ query: <bdi>{typed}</bdi> }} />
          ) : (
            <FormattedMessage id="storefront.search.titleEmpty" />
          )}
        </Title>
        {/* Announced as the results change with each keystroke. */}
        <Count id={countId} role="status">
          {typed && results && !isLoading ? (
            <FormattedMessage
              id="storefront.search.count"
              values={{ count: results.length, countText: formatNumber(results.length, locale) }}
            />
          ) : null}
        </Count>
      </Header>
      {body}
    </Page>
  );
}
