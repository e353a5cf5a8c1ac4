import { FormattedMessage } from 'react-intl';
import { Money } from '@dukkan/ui';
import type { ProductFacts } from './productFacts.ts';
import { PriceBlock } from './shared.styles.ts';
import { UnitLabel } from './UnitLabel.tsx';

export interface ProductPriceProps {
  facts: Pick<ProductFacts, 'cartProduct' | 'stepFils' | 'originalFils'>;
  size?: 'sm' | 'md' | 'lg';
}

/** The price of one step with its unit; with an offer, the offer price and the struck original. */
export function ProductPrice({ facts, size = 'md' }: ProductPriceProps) {
  if (!facts.cartProduct) {
    return (
      <PriceBlock>
        <span data-part="unpriced">
          <FormattedMessage id="storefront.catalogue.priceUnavailable" />
        </span>
      </PriceBlock>
    );
  }
  return (
    <PriceBlock>
      <Money fils={facts.stepFils} original={facts.originalFils} size={size} />
      <UnitLabel product={facts.cartProduct} />
    </PriceBlock>
  );
}
