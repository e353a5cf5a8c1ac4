import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Skeleton } from '@dukkan/ui';
import { Change, Tile, TileNote, Tiles } from './StatisticsView.styles.ts';
import type { StatisticsFormat } from './statisticsFormat.ts';
import type { SalesStatistics, StatisticSection, VisitStatistics } from './types.ts';

export interface StatisticsSummaryProps {
  sales: StatisticSection<SalesStatistics>;
  visits: StatisticSection<VisitStatistics>;
  format: StatisticsFormat;
}

/** Percent change, one decimal; null without an earlier figure to compare with. */
export function percentChange(now: number, before: number | undefined): number | null {
  if (before === undefined || before <= 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

function Comparison({
  now,
  before,
  shown,
  format,
}: {
  now: number;
  before: number | undefined;
  shown: ReactNode;
  format: StatisticsFormat;
}) {
  const change = percentChange(now, before);
  if (change === null) {
    return (
      <Change>
        <FormattedMessage id="dashboard.statistics.compare.none" />
      </Change>
    );
  }
  return (
    <Change data-trend={change > 0 ? 'up' : change < 0 ? 'down' : undefined}>
      <FormattedMessage
        id="dashboard.statistics.compare.change"
        values={{ change: <bdi dir="ltr">{format.change(change)}</bdi>, previous: shown }}
      />
    </Change>
  );
}

function Figure({ status, children }: { status: StatisticSection<unknown>['status']; children: ReactNode }) {
  if (status === 'loading') {
    return (
      <dd data-figure="">
        <Skeleton inlineSize="60%" blockSize="28px" />
      </dd>
    );
  }
  return <dd data-figure="">{children}</dd>;
}

/**
 * The period's figures at a glance, each with the period before it: sales and orders compared,
 * the average order and refunds, and the visits to the shop's site (its own call: it loads and
 * fails on its own). Money is in AED, isolated so it never reorders the Arabic around it.
 */
export function StatisticsSummary({ sales, visits, format }: StatisticsSummaryProps) {
  const totals = sales.data?.totals;
  const previous = sales.data?.previous ?? null;
  const money = (fils: number) => <bdi dir="auto">{format.money(fils)}</bdi>;
  const failed = (
    <TileNote>
      <FormattedMessage id="dashboard.statistics.summary.failed" />
    </TileNote>
  );
  return (
    <Tiles>
      <Tile>
        <dt>
          <FormattedMessage id="dashboard.statistics.summary.sales" />
        </dt>
        {sales.status === 'error' ? failed : <Figure status={sales.status}>{totals ? money(totals.salesFils) : null}</Figure>}
        {totals ? (
          <Comparison now={totals.salesFils} before={previous?.salesFils} shown={money(previous?.salesFils ?? 0)} format={format} />
        ) : null}
      </Tile>
      <Tile>
        <dt>
          <FormattedMessage id="dashboard.statistics.summary.orders" />
        </dt>
        {sales.status === 'error' ? (
          failed
        ) : (
          <Figure status={sales.status}>{totals ? <bdi dir="ltr">{format.number(totals.orders)}</bdi> : null}</Figure>
        )}
        {totals ? (
          <Comparison
            now={totals.orders}
            before={previous?.orders}
            shown={<bdi dir="ltr">{format.number(previous?.orders ?? 0)}</bdi>}
            format={format}
          />
        ) : null}
      </Tile>
      <Tile>
        <dt>
          <FormattedMessage id="dashboard.statistics.summary.average" />
        </dt>
        {sales.status === 'error' ? failed : <Figure status={sales.status}>{totals ? money(totals.averageOrderFils) : null}</Figure>}
      </Tile>
      <Tile>
        <dt>
          <FormattedMessage id="dashboard.statistics.summary.refunds" />
        </dt>
        {sales.status === 'error' ? failed : <Figure status={sales.status}>{totals ? money(totals.refundsFils) : null}</Figure>}
      </Tile>
      <Tile>
        <dt>
          <FormattedMessage id="dashboard.statistics.summary.visits" />
        </dt>
        {visits.status === 'error' ? (
          <>
            <TileNote>
              <span role="alert">
                <FormattedMessage id="dashboard.statistics.summary.visitsFailed" />
              </span>
            </TileNote>
            <dd>
              <Button variant="secondary" size="sm" onClick={visits.retry}>
                <FormattedMessage id="common.retry" />
              </Button>
            </dd>
          </>
        ) : (
          <Figure status={visits.status}>{visits.data ? <bdi dir="ltr">{format.number(visits.data.count)}</bdi> : null}</Figure>
        )}
        <TileNote>
          <FormattedMessage id="dashboard.statistics.summary.visitsNote" />
        </TileNote>
      </Tile>
    </Tiles>
  );
}
