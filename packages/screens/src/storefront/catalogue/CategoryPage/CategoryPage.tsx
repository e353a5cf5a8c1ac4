import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, isAppLocale, localised, type CartProduct, type CategoryListing, type ShopProduct } from '@dukkan/core';
import { Button, EmptyState, ErrorState, Skeleton } from '@dukkan/ui';
import { Count, Header, Page, Title } from './CategoryPage.styles.ts';
import { ANY_SUB_CATEGORY, CategoryPageFilter } from './CategoryPageFilter.tsx';
import { CategoryPageGrid } from './CategoryPageGrid.tsx';
import { CategoryPageSkeleton } from './CategoryPageSkeleton.tsx';

export interface CategoryPageProps {
  /** The category's listing for the current filter (`useCategoryProducts`); undefined while loading or after an error. */
  listing: CategoryListing | undefined;
  /** The chosen sub-category; 'any' shows them all (customer spec §7). */
  subCategoryId: string;
  onSubCategoryChange: (subCategoryId: string) => void;
  /** Steps of a product (by shop product id) in the cart; 0 when absent. */
  countOf: (productId: string) => number;
  /** Adds one step of a product: `cart.add(cartProduct)`. Keep it stable (useCallback): cards are memoised. */
  onAdd: (product: ShopProduct, cartProduct: CartProduct) => void;
  /** Removes one step: `cart.remove(product.id)`. Keep it stable too. */
  onRemove: (product: ShopProduct) => void;
  /** The product page of a shop product id. */
  productHref: (productId: string) => string;
  /** True while the listing for the current filter loads (the previous one may still be shown). */
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
}

/**
 * The category page `/categories/{id}` (customer spec §2): the category, its sub-categories
 * as filters, and its products, which can be added to the cart from their cards. Large
 * categories (thousands of products) are windowed; see `CategoryPageGrid`.
 */
export function CategoryPage({
  listing,
  subCategoryId,
  onSubCategoryChange,
  countOf,
  onAdd,
  onRemove,
  productHref,
  isLoading,
  error,
  onRetry,
}: CategoryPageProps) {
  const intl = useIntl();
  const countId = useId();
  if (!listing) {
    if (error) {
      return (
        <Page id="main">
          <ErrorState onRetry={onRetry} />
        </Page>
      );
    }
    return (
      <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        <Header>
          <Skeleton inlineSize="min(320px, 70%)" blockSize="40px" />
        </Header>
        <CategoryPageSkeleton />
      </Page>
    );
  }

  const products = listing.gproducts;
  const filtered = subCategoryId !== ANY_SUB_CATEGORY;
  const locale = isAppLocale(intl.locale) ? intl.locale : 'en';
  let body;
  if (error) body = <ErrorState onRetry={onRetry} />;
  else if (isLoading) body = <CategoryPageSkeleton />;
  else if (products.length === 0) {
    body = (
      <EmptyState
        title={<FormattedMessage id={filtered ? 'storefront.catalogue.empty.filteredTitle' : 'storefront.catalogue.empty.title'} />}
        description={
          <FormattedMessage id={filtered ? 'storefront.catalogue.empty.filteredDescription' : 'storefront.catalogue.empty.description'} />
        }
        action={
          filtered ? (
            <Button variant="secondary" onClick={() => onSubCategoryChange(ANY_SUB_CATEGORY)}>
              <FormattedMessage id="storefront.catalogue.empty.showAll" />
            </Button>
          ) : undefined
        }
      />
    );
  } else
    body = (
      <CategoryPageGrid
        products={products}
        labelledBy={countId}
        countOf={countOf}
        onAdd={onAdd}
        onRemove={onRemove}
        productHref={productHref}
      />
    );

  return (
    <Page id="main" aria-busy={isLoading || undefined}>
      <Header>
        <Title>{localised(listing, 'name', intl.locale)}</Title>
        <CategoryPageFilter subCategories={listing.subCategories} selected={subCategoryId} onChange={onSubCategoryChange} />
        {/* Announced when a filter changes the list. */}
        <Count id={countId} role="status">
          {isLoading || error ? null : (
            <FormattedMessage
              id="storefront.catalogue.productCount"
              values={{ count: products.length, countText: formatNumber(products.length, locale) }}
            />
          )}
        </Count>
      </Header>
      {body}
    </Page>
  );
}
