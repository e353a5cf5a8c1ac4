import { FormattedMessage } from 'react-intl';
import { weightLabel, type CartProduct } from '@dukkan/core';

export interface UnitLabelProps {
  product: Pick<CartProduct, 'unit' | 'paySize'>;
}

/** What one price buys: "per 500 G" for kg items (§9 "N G"), "per piece", "per box". Styled by `PriceBlock`. */
export function UnitLabel({ product }: UnitLabelProps) {
  if (product.unit === 'kg') {
    return (
      <span data-part="unit">
        <FormattedMessage id="storefront.catalogue.unit.weight" values={{ weight: <bdi dir="ltr">{weightLabel(product.paySize)}</bdi> }} />
      </span>
    );
  }
  return (
    <span data-part="unit">
      {product.unit === 'box' ? (
        <FormattedMessage id="storefront.catalogue.unit.box" />
      ) : (
        <FormattedMessage id="storefront.catalogue.unit.piece" />
      )}
    </span>
  );
}
