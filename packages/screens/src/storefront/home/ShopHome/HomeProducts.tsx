import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type CartProduct, type CategoryListing, type ShopProduct } from '@dukkan/core';
import { ProductCard } from '../../catalogue/index.ts';
import { ProductGrid, Section, SectionTitle } from './ShopHome.styles.ts';

/** What the home page needs to show products and change the cart from their cards. */
export interface HomeCatalogue {
  /** Products on offer (offerPrice above 0), shown in their own section. */
  offers: readonly ShopProduct[];
  /** Shops whose showType is `special-1`: every category with its products (customer spec §3). */
  sections?: readonly CategoryListing[];
  countOf: (productId: string) => number;
  onAdd: (product: ShopProduct, cartProduct: CartProduct) => void;
  onRemove: (product: ShopProduct) => void;
  productHref: (categoryId: string, productId: string) => string;
}

function Products({ products, catalogue }: { products: readonly ShopProduct[]; catalogue: HomeCatalogue }) {
  return (
    <ProductGrid>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            count={catalogue.countOf(product.id)}
            href={catalogue.productHref(product.product.category, product.id)}
            onAdd={catalogue.onAdd}
            onRemove={catalogue.onRemove}
            titleLevel={3}
          />
        </li>
      ))}
    </ProductGrid>
  );
}

/** The home page's offers and, for `special-1` shops, the whole product list by category. */
export function HomeProducts({ catalogue }: { catalogue: HomeCatalogue }) {
  const { locale } = useIntl();
  const offersId = useId();
  return (
    <>
      {catalogue.offers.length > 0 ? (
        <Section aria-labelledby={offersId}>
          <SectionTitle id={offersId}>
            <FormattedMessage id="storefront.home.offers" />
          </SectionTitle>
          <Products products={catalogue.offers} catalogue={catalogue} />
        </Section>
      ) : null}
      {catalogue.sections
        ?.filter((section) => section.gproducts.length > 0)
        .map((section) => (
          <Section key={section.id} aria-labelledby={`${offersId}-${section.id}`}>
            <SectionTitle id={`${offersId}-${section.id}`}>{localised(section, 'name', locale)}</SectionTitle>
            <Products products={section.gproducts} catalogue={catalogue} />
          </Section>
        ))}
    </>
  );
}
