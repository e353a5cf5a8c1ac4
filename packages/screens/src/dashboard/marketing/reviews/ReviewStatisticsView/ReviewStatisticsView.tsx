import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber } from '@dukkan/core';
import { BarChart, DonutChart, Link, ErrorState, Page, Skeleton, type PageBreadcrumb } from '@dukkan/ui';
import { LANGUAGE_MESSAGES, type Loadable, type ReviewStatsData } from '../types.ts';
import { Sections, Tile, Tiles } from './ReviewStatisticsView.styles.ts';

export interface ReviewStatisticsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /vendor/reviews/statistics/view-stats. */
  stats: Loadable<ReviewStatsData>;
  /** The reviews list, for the way back and "request a review". */
  reviewsHref: string;
}

const STARS = ['1', '2', '3', '4', '5'];

const TILE_MESSAGES = {
  total: 'dashboard.reviews.stats.total',
  published: 'dashboard.reviews.stats.published',
  answered: 'dashboard.reviews.stats.answered',
  average: 'dashboard.reviews.stats.average',
} as const;

/**
 * Review statistics (vendor spec §7 Reviews, view-stats): how many reviews were requested,
 * published and answered, the average stars, the answers per star (bars) and the requests
 * per language (donut). Each chart has its table view and a sentence for screen readers.
 */
export function ReviewStatisticsView({ breadcrumbs, stats, reviewsHref }: ReviewStatisticsViewProps) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const n = (value: number) => formatNumber(value, locale);
  const data = stats.data;
  const chartState = {
    status: stats.status,
    onRetry: stats.retry,
    errorMessage: <FormattedMessage id="dashboard.reviews.stats.chartFailed" />,
  };
  const perStar = STARS.map((star) => data?.distribution.find((s) => s.label === star)?.value ?? 0);
  const best = perStar.reduce((top, v, i) => (v > (perStar[top] ?? 0) ? i : top), 0);
  const starLabels = STARS.map((star) => intl.formatMessage({ id: 'dashboard.reviews.rating' }, { stars: Number(star) }));
  const languages = (data?.byLanguage ?? []).map((s) => ({
    id: s.label,
    label: s.label === 'en' || s.label === 'ar' ? intl.formatMessage({ id: LANGUAGE_MESSAGES[s.label] }) : s.label,
    value: s.value,
  }));
  const languageTotal = languages.reduce((sum, s) => sum + s.value, 0);
  const topLanguage = languages.reduce<(typeof languages)[number] | undefined>(
    (top, s) => (!top || s.value > top.value ? s : top),
    undefined,
  );

  return (
    <Page
      title={<FormattedMessage id="dashboard.reviews.stats.title" />}
      description={<FormattedMessage id="dashboard.reviews.stats.description" />}
      breadcrumbs={breadcrumbs}
      secondaryActions={
        <Link href={reviewsHref}>
          <FormattedMessage id="dashboard.reviews.stats.back" />
        </Link>
      }
    >
      {stats.status === 'error' && !data ? (
        <ErrorState title={<FormattedMessage id="dashboard.reviews.stats.failed" />} onRetry={stats.retry} />
      ) : (
        <>
          <Tiles aria-label={intl.formatMessage({ id: 'dashboard.reviews.stats.totals' })} aria-busy={!data}>
            {(
              [
                ['total', data ? n(data.total) : null],
                ['published', data ? n(data.published) : null],
                ['answered', data ? n(data.answered) : null],
                [
                  'average',
                  data
                    ? data.averageRating === null
                      ? intl.formatMessage({ id: 'dashboard.reviews.stats.noAverage' })
                      : intl.formatMessage({ id: 'dashboard.reviews.stats.averageValue' }, { value: n(data.averageRating) })
                    : null,
                ],
              ] as const
            ).map(([id, value]) => (
              <Tile key={id}>
                <dt>
                  <FormattedMessage id={TILE_MESSAGES[id]} />
                </dt>
                <dd data-testid={`review-stat-${id}`}>
                  {value === null ? <Skeleton inlineSize="4rem" blockSize="1.75rem" /> : <bdi>{value}</bdi>}
                </dd>
              </Tile>
            ))}
          </Tiles>
          <Sections>
            <BarChart
              {...chartState}
              title={<FormattedMessage id="dashboard.reviews.stats.stars.title" />}
              description={<FormattedMessage id="dashboard.reviews.stats.stars.description" />}
              categoryLabel={<FormattedMessage id="dashboard.reviews.stats.stars.column" />}
              categories={data && data.answered > 0 ? starLabels : []}
              series={[{ id: 'answers', label: intl.formatMessage({ id: 'dashboard.reviews.stats.answered' }), values: perStar }]}
              emptyMessage={<FormattedMessage id="dashboard.reviews.stats.stars.empty" />}
              summary={
                data && data.answered > 0 ? (
                  <FormattedMessage
                    id="dashboard.reviews.stats.stars.summary"
                    values={{ answered: n(data.answered), best: starLabels[best], bestValue: n(perStar[best] ?? 0) }}
                  />
                ) : undefined
              }
            />
            <DonutChart
              {...chartState}
              title={<FormattedMessage id="dashboard.reviews.stats.language.title" />}
              description={<FormattedMessage id="dashboard.reviews.stats.language.description" />}
              categoryLabel={<FormattedMessage id="dashboard.reviews.stats.language.column" />}
              slices={languageTotal > 0 ? languages : []}
              emptyMessage={<FormattedMessage id="dashboard.reviews.stats.language.empty" />}
              summary={
                topLanguage && languageTotal > 0 ? (
                  <FormattedMessage
                    id="dashboard.reviews.stats.language.summary"
                    values={{ total: n(languageTotal), label: topLanguage.label, value: n(topLanguage.value) }}
                  />
                ) : undefined
              }
            />
          </Sections>
        </>
      )}
    </Page>
  );
}
