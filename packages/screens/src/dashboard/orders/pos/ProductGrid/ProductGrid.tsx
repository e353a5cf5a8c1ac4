import { forwardRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Money } from '@dukkan/ui';
import type { PosProduct } from '../types.ts';
import { Grid, Tile, TileMeta, TileName } from './ProductGrid.styles.ts';

export interface ProductGridProps {
  products: readonly PosProduct[];
  onAdd: (product: PosProduct) => void;
  /** id of the heading that names the grid. */
  labelledBy: string;
}

/** The product's name in the interface language, the other language's when it has none. */
export function posProductName(product: Pick<PosProduct, 'name' | 'nameAr'>, locale: string): string {
  return locale === 'ar' && product.nameAr ? product.nameAr : product.name;
}

/**
 * The products as buttons: name, size, price (per kg for weight products). An unavailable one
 * stays in the grid, marked, and cannot be added. Tab moves through the tiles, Enter or Space adds.
 */
export const ProductGrid = forwardRef<HTMLUListElement, ProductGridProps>(function ProductGrid({ products, onAdd, labelledBy }, ref) {
  const intl = useIntl();
  return (
    <Grid ref={ref} aria-labelledby={labelledBy}>
      {products.map((product) => {
        const name = posProductName(product, intl.locale);
        const size = intl.locale === 'ar' && product.sizeAr ? product.sizeAr : product.size;
        return (
          <li key={product.id}>
            <Tile
              type="button"
              data-product-id={product.id}
              aria-disabled={product.isAvailable ? undefined : 'true'}
              onClick={() => {
                if (product.isAvailable) onAdd(product);
              }}
            >
              <TileName>{name}</TileName>
              <TileMeta>
                <span>{size}</span>
                {product.isAvailable ? (
                  <span>
                    <Money fils={product.offerPrice > 0 ? product.offerPrice : product.price} original={product.price} size="sm" />
                    {product.unit === 'kg' ? (
                      <>
                        {' '}
                        <FormattedMessage id="dashboard.pos.product.perKg" />
                      </>
                    ) : null}
                  </span>
                ) : (
                  <Badge tone="neutral">
                    <FormattedMessage id="dashboard.pos.product.unavailable" />
                  </Badge>
                )}
              </TileMeta>
            </Tile>
          </li>
        );
      })}
    </Grid>
  );
});
