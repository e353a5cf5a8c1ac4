import { useReviewStats } from '@dukkan/data';
import { ReviewStatisticsView } from '@dukkan/screens';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { reviewsUrls } from './urls.ts';

/**
 * /marketing/reviews/statistics (vendor spec §7 Reviews, view-stats): the working shop's review
 * figures and charts. A lazy route: the chart code loads with this page only.
 */
export function ReviewStatisticsRoute() {
  const { shopId } = useWorkingShop();
  const crumbs = useCrumbs();
  const stats = useReviewStats(shopId);
  return (
    <ReviewStatisticsView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      reviewsHref={reviewsUrls.list()}
      stats={{
        data: stats.data,
        status: stats.error && !stats.data ? 'error' : stats.data ? 'ready' : 'loading',
        retry: () => void stats.mutate(),
      }}
    />
  );
}
