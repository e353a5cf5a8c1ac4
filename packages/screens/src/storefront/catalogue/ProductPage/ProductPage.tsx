import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type CategoryListing, type ShopProduct } from '@dukkan/core';
import { ChevronBackIcon, EmptyState, ErrorState, Link, Skeleton } from '@dukkan/ui';
import { OfferBadge } from '../shared/OfferBadge.tsx';
import { ProductPrice } from '../shared/ProductPrice.tsx';
import { productFacts, quantityText } from '../shared/productFacts.ts';
import { Crumbs, Details, Figure, FigureBadge, Layout, Name, Note, Notes, Page } from './ProductPage.styles.ts';
import { ProductPageForm, type AddToCartRequest } from './ProductPageForm.tsx';

export interface ProductPageProps {
  /** The product (`useShopProduct`); undefined while loading, after an error, or when not found. */
  product: ShopProduct | undefined;
  /** Its category, for the breadcrumb; undefined until known. */
  category: Pick<CategoryListing, 'id' | 'name' | 'name_ar'> | undefined;
  /** The category page to go back to. */
  categoryHref: string;
  isLoading: boolean;
  error?: unknown;
  /** The category or product does not exist (a `CatalogueNotFoundError` / 404). */
  notFound?: boolean;
  onRetry: () => void;
  /** "Add to cart": call `cart.add(request.cartProduct, request.addons)` `request.count` times. */
  onAddToCart: (request: AddToCartRequest) => void;
  /** Steps of this product already in the cart, shown under the price. */
  countInCart?: number;
  /** The cart page, linked from the confirmation after adding. */
  cartHref?: string;
}

/**
 * The product page `/categories/{id}/products/{product_id}` (customer spec §2): the product,
 * its price and unit, its add-on groups, the quantity and the live total, and "Add to cart".
 */
export function ProductPage({
  product,
  category,
  categoryHref,
  isLoading,
  error,
  notFound,
  onRetry,
  onAddToCart,
  countInCart = 0,
  cartHref,
}: ProductPageProps) {
  const intl = useIntl();
  const reasonId = useId();
  const facts = useMemo(() => (product ? productFacts(product) : undefined), [product]);
  const crumbs = (current?: string) => (
    <Crumbs aria-label={intl.formatMessage({ id: 'storefront.catalogue.product.breadcrumb' })}>
      <ol>
        <li>
          <Link href={categoryHref}>
            <ChevronBackIcon />
            {category ? localised(category, 'name', intl.locale) : <FormattedMessage id="storefront.catalogue.product.backToCategory" />}
          </Link>
        </li>
        {current ? <li aria-current="page">{current}</li> : null}
      </ol>
    </Crumbs>
  );

  if (notFound) {
    return (
      <Page id="main">
        {crumbs()}
        <EmptyState
          title={<FormattedMessage id="storefront.catalogue.product.notFound.title" />}
          description={<FormattedMessage id="storefront.catalogue.product.notFound.description" />}
          action={
            <Link href={categoryHref}>
              <FormattedMessage id="storefront.catalogue.product.backToCategory" />
            </Link>
          }
        />
      </Page>
    );
  }
  if (!product || !facts) {
    if (error && !isLoading) {
      return (
        <Page id="main">
          {crumbs()}
          <ErrorState onRetry={onRetry} />
        </Page>
      );
    }
    return (
      <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {crumbs()}
        <Layout>
          <Skeleton blockSize="260px" radius="lg" />
          <Details>
            <Skeleton inlineSize="70%" blockSize="32px" />
            <Skeleton inlineSize="40%" blockSize="24px" />
            <Skeleton blockSize="120px" radius="md" />
            <Skeleton blockSize="52px" radius="md" />
          </Details>
        </Layout>
      </Page>
    );
  }

  const name = localised(product.product, 'name', intl.locale);
  const notes = localised(product.product, 'notes', intl.locale);
  return (
    <Page id="main">
      {crumbs(name)}
      <Layout>
        <Figure>
          {product.product.image ? <img src={product.product.image} alt={name} width={400} height={300} /> : null}
          {facts.percentOff > 0 ? (
            <FigureBadge>
              <OfferBadge percent={facts.percentOff} />
            </FigureBadge>
          ) : null}
        </Figure>
        <Details>
          <Name>{name}</Name>
          {notes ? <Notes>{notes}</Notes> : null}
          <ProductPrice facts={facts} size="lg" />
          {facts.canAdd ? null : (
            <Note id={reasonId} data-tone="danger">
              {facts.cartProduct ? (
                <FormattedMessage id="storefront.catalogue.unavailable" />
              ) : (
                <FormattedMessage id="storefront.catalogue.priceUnavailable" />
              )}
            </Note>
          )}
          {countInCart > 0 && facts.cartProduct ? (
            <Note data-tone="success">
              <FormattedMessage
                id="storefront.catalogue.inCart"
                values={{ quantity: <bdi dir="ltr">{quantityText(facts.cartProduct, countInCart, intl.locale)}</bdi> }}
              />
            </Note>
          ) : null}
          <ProductPageForm
            key={product.id}
            product={product}
            facts={facts}
            name={name}
            reasonId={facts.canAdd ? undefined : reasonId}
            onAddToCart={onAddToCart}
            cartHref={cartHref}
          />
        </Details>
      </Layout>
    </Page>
  );
}
