import { Skeleton } from '@dukkan/ui';
import { PlainGrid, SkeletonCard } from './CategoryPage.styles.ts';

/** Placeholder cards while products load; the region around them says it is busy. */
export function CategoryPageSkeleton() {
  return (
    <PlainGrid aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <SkeletonCard key={i}>
          <Skeleton blockSize="104px" radius="md" />
          <Skeleton inlineSize="80%" blockSize="16px" />
          <Skeleton inlineSize="50%" blockSize="16px" />
          <Skeleton blockSize="44px" radius="md" />
        </SkeletonCard>
      ))}
    </PlainGrid>
  );
}
