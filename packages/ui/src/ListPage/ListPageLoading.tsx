import { Skeleton } from '../Skeleton/index.ts';
import { SkeletonRow, StateSurface } from './ListPage.styles.ts';

const WIDTHS = ['70%', '85%', '55%', '40%'];

/**
 * Placeholder rows in the table's frame while the list loads: a header row, then `rows` rows.
 * Decorative; the list's status region says "Loading…".
 */
export function ListPageLoading({ rows }: { rows: number }) {
  return (
    <StateSurface aria-busy="true">
      {Array.from({ length: rows + 1 }, (_, row) => (
        <SkeletonRow key={row} aria-hidden="true">
          {WIDTHS.map((width, column) => (
            <Skeleton key={column} inlineSize={row === 0 ? '50%' : width} blockSize={row === 0 ? '12px' : '14px'} />
          ))}
        </SkeletonRow>
      ))}
    </StateSurface>
  );
}
