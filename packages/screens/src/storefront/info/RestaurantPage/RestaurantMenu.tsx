import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type CategoryListing } from '@dukkan/core';
import { EmptyState, ErrorState, Link, Skeleton } from '@dukkan/ui';
import { ProductPrice } from '../../catalogue/shared/ProductPrice.tsx';
import { productFacts } from '../../catalogue/shared/productFacts.ts';
import { Section, SectionTitle } from '../shared/info.styles.ts';
import { Count, MenuCard, MenuGrid, MenuItems, Note } from './RestaurantPage.styles.ts';

/** How many products each category shows on the restaurant page; its link leads to the rest. */
export const MENU_PREVIEW = 3;

export interface RestaurantMenuData {
  /** Every category with its products (the listing call with no filter); undefined until loaded. */
  categories: readonly CategoryListing[] | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
}

export interface RestaurantMenuProps {
  menu: RestaurantMenuData;
  categoryHref: (categoryId: string) => string;
  productHref: (categoryId: string, productId: string) => string;
}

/** The menu by category: the first products of each with their prices, each category a link to all of them. */
export function RestaurantMenu({ menu, categoryHref, productHref }: RestaurantMenuProps) {
  const intl = useIntl();
  const { locale } = intl;
  const title = (
    <SectionTitle id="restaurant-menu">
      <FormattedMessage id="storefront.info.restaurant.menu.title" />
    </SectionTitle>
  );
  if (!menu.categories && menu.error) {
    return (
      <Section aria-labelledby="restaurant-menu">
        {title}
        <ErrorState onRetry={menu.onRetry} />
      </Section>
    );
  }
  if (menu.isLoading || !menu.categories) {
    return (
      <Section aria-labelledby="restaurant-menu" aria-busy="true">
        {title}
        <MenuGrid aria-label={intl.formatMessage({ id: 'common.loading' })}>
          {Array.from({ length: 3 }, (_, i) => (
            <MenuCard key={i}>
              <Skeleton inlineSize="60%" blockSize="24px" />
              <Skeleton inlineSize="100%" blockSize="16px" />
              <Skeleton inlineSize="100%" blockSize="16px" />
            </MenuCard>
          ))}
        </MenuGrid>
      </Section>
    );
  }
  const categories = menu.categories.filter((category) => category.gproducts.length > 0);
  return (
    <Section aria-labelledby="restaurant-menu">
      {title}
      {categories.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="storefront.info.restaurant.menu.empty.title" />}
          description={<FormattedMessage id="storefront.info.restaurant.menu.empty.description" />}
        />
      ) : (
        <MenuGrid>
          {categories.map((category) => (
            <MenuCard key={category.id}>
              <h3>
                <Link href={categoryHref(category.id)}>{localised(category, 'name', locale)}</Link>
              </h3>
              <Count>
                <FormattedMessage id="storefront.info.restaurant.menu.count" values={{ count: category.gproducts.length }} />
              </Count>
              <MenuItems>
                {category.gproducts.slice(0, MENU_PREVIEW).map((product) => (
                  <li key={product.id}>
                    <Link href={productHref(category.id, product.id)}>{localised(product.product, 'name', locale)}</Link>
                    {product.isAvailable ? (
                      <ProductPrice facts={productFacts(product)} size="sm" />
                    ) : (
                      <Note>
                        <FormattedMessage id="storefront.catalogue.unavailable" />
                      </Note>
                    )}
                  </li>
                ))}
              </MenuItems>
            </MenuCard>
          ))}
        </MenuGrid>
      )}
    </Section>
  );
}
