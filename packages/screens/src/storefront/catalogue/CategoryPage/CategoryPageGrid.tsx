import { useState, type CSSProperties } from 'react';
import { useVirtualizer } from 'react-window';
import type { CartProduct, ShopProduct } from '@dukkan/core';
import { PRODUCT_CARD_BLOCK_SIZE, ProductCard } from '../ProductCard/index.ts';
import { CARD_GAP, CARD_MIN_INLINE_SIZE, Item, PlainGrid, WindowGrid } from './CategoryPage.styles.ts';
import { useColumnCount } from './useColumnCount.ts';

/** Above this many products the grid renders only the rows near the viewport. */
export const WINDOW_THRESHOLD = 60;
const ROW_SIZE = PRODUCT_CARD_BLOCK_SIZE + CARD_GAP;

export interface CategoryPageGridProps {
  products: readonly ShopProduct[];
  countOf: (productId: string) => number;
  onAdd: (product: ShopProduct, cartProduct: CartProduct) => void;
  onRemove: (product: ShopProduct) => void;
  productHref: (productId: string) => string;
  /** Id of the element naming the list. */
  labelledBy: string;
}

type CardsProps = Omit<CategoryPageGridProps, 'products' | 'labelledBy'> & { product: ShopProduct };

function Card({ product, countOf, onAdd, onRemove, productHref }: CardsProps) {
  return <ProductCard product={product} count={countOf(product.id)} href={productHref(product.id)} onAdd={onAdd} onRemove={onRemove} />;
}

/** The products of a category: a plain list when few, a windowed one past `WINDOW_THRESHOLD`. */
export function CategoryPageGrid({ products, labelledBy, ...card }: CategoryPageGridProps) {
  if (products.length > WINDOW_THRESHOLD) return <WindowedGrid products={products} labelledBy={labelledBy} {...card} />;
  return (
    <PlainGrid aria-labelledby={labelledBy}>
      {products.map((product) => (
        <Item key={product.id}>
          <Card product={product} {...card} />
        </Item>
      ))}
    </PlainGrid>
  );
}

/**
 * Rows of cards virtualised against the window's scroll (react-window's `useVirtualizer`),
 * so the page scrolls as one and the header, filters and footer stay where they are. Every
 * row has the same height (the card's), and the column count follows the width. The list
 * keeps its semantics: each item says its place in the whole (aria-posinset of
 * aria-setsize), and two rows beyond each edge of the viewport are rendered, so tabbing out
 * of the last visible card focuses a rendered one, which scrolls it in and brings the next.
 */
function WindowedGrid({ products, labelledBy, ...card }: CategoryPageGridProps) {
  const [element, setElement] = useState<HTMLUListElement | null>(null);
  const columns = useColumnCount(element, CARD_MIN_INLINE_SIZE, CARD_GAP);
  const rowCount = Math.ceil(products.length / columns);
  const { items, totalSize } = useVirtualizer({
    count: rowCount,
    element,
    itemSize: ROW_SIZE,
    scrollElement: 'window',
    overscanCount: 2,
    defaultSize: 900,
  });
  const firstRow = items[0]?.index ?? 0;
  const lastRow = items[items.length - 1]?.index ?? -1;
  const start = firstRow * columns;
  const shown = products.slice(start, Math.min(products.length, (lastRow + 1) * columns));
  const style = { '--columns': columns, blockSize: totalSize, paddingBlockStart: firstRow * ROW_SIZE } as CSSProperties;
  return (
    <WindowGrid ref={setElement} style={style} aria-labelledby={labelledBy}>
      {shown.map((product, i) => (
        <Item key={product.id} aria-setsize={products.length} aria-posinset={start + i + 1}>
          <Card product={product} {...card} />
        </Item>
      ))}
    </WindowGrid>
  );
}
