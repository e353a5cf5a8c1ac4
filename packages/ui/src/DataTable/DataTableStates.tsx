import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton/index.ts';
import { EmptyState, ErrorState } from '../State/index.ts';
import { FullRowCell, Row, SkeletonCell } from './DataTable.styles.ts';

/** Placeholder rows while the first page loads; hidden from assistive tech (the table is aria-busy). */
export function DataTableLoadingRows({ columnCount, rowCount = 5 }: { columnCount: number; rowCount?: number }) {
  return (
    <>
      {Array.from({ length: rowCount }, (_, row) => (
        <Row key={row} aria-hidden="true">
          {Array.from({ length: columnCount }, (_, column) => (
            <SkeletonCell key={column}>
              <Skeleton inlineSize={column % 2 ? '60%' : '85%'} blockSize="14px" />
            </SkeletonCell>
          ))}
        </Row>
      ))}
    </>
  );
}

/** One row with one cell spanning the table, holding the empty or the error message. */
export function DataTableMessageRow({ children, columnCount }: { children: ReactNode; columnCount: number }) {
  return (
    <Row role="row" aria-rowindex={2}>
      <FullRowCell role="cell" aria-colspan={columnCount}>
        {children}
      </FullRowCell>
    </Row>
  );
}

export function DataTableEmpty({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return <EmptyState title={message} action={action} />;
}

export function DataTableError({ message, onRetry }: { message?: ReactNode; onRetry?: () => void }) {
  return <ErrorState description={message} onRetry={onRetry} />;
}
