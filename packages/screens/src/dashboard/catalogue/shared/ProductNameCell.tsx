import { Muted, Names, NoThumb, Product, Thumb } from './ProductNameCell.styles.ts';

export interface ProductNameCellProps {
  /** The picture's URL; a blank square holds its place when there is none. */
  image?: string | null;
  /** The name in the reader's language. */
  name: string;
  /** The name in the other language, when there is one. */
  otherName?: string | null;
}

/** A product's thumbnail, name and its name in the other language, as a list row's first cell. */
export function ProductNameCell({ image, name, otherName }: ProductNameCellProps) {
  return (
    <Product>
      {image ? <Thumb src={image} alt="" loading="lazy" /> : <NoThumb aria-hidden="true" />}
      <Names>
        <bdi>{name}</bdi>
        {otherName ? (
          <Muted>
            <bdi>{otherName}</bdi>
          </Muted>
        ) : null}
      </Names>
    </Product>
  );
}
