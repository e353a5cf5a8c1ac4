import { useId } from 'react';
import { ChartAxes } from './ChartAxes.tsx';
import { ChartFrame, ChartTable, EAGER_TABLE_ROWS } from './ChartFrame.tsx';
import { ChartLegend } from './ChartLegend.tsx';
import { DASHES, Marker, svgId, useSeriesColours } from './ChartPatterns.tsx';
import { H, inlineX, isEmptyData, M, PLOT_H, W, type CartesianChartProps } from './cartesian.ts';
import { labelIndices, niceTicks } from './chartScale.ts';
import { useChartFormat } from './useChartFormat.ts';

export type LineChartProps = CartesianChartProps;

/**
 * A small dependency-free line chart (CONVENTIONS §8) for trends over time. Series differ by
 * colour, dash and marker shape, matched by the legend (direct labels collided on close lines).
 */
export function LineChart({
  title,
  description,
  categories,
  series,
  categoryLabel,
  format = 'number',
  status = 'ready',
  emptyMessage,
  errorMessage,
  onRetry,
  summary,
}: LineChartProps) {
  const f = useChartFormat(format);
  const colours = useSeriesColours();
  const uid = svgId(useId());
  const n = categories.length;
  const all = series.flatMap((s) => s.values);
  const ticks = niceTicks(Math.min(0, ...all), Math.max(0, ...all), 4, format === 'money');
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const yAt = (v: number) => M.top + (1 - (v - low) / (high - low || 1)) * PLOT_H;
  const xAt = (i: number) => inlineX(n <= 1 ? 0.5 : i / (n - 1), f.rtl);
  const showMarkers = n <= 31;

  return (
    <ChartFrame
      title={title}
      description={description}
      status={status}
      empty={isEmptyData(categories, series)}
      emptyMessage={emptyMessage}
      errorMessage={errorMessage}
      onRetry={onRetry}
      summary={summary}
      lazyTable={n > EAGER_TABLE_ROWS}
      chart={(titleId) => (
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId}>
          <ChartAxes
            ticks={ticks}
            yAt={yAt}
            tickText={f.tick}
            labels={labelIndices(n, 6).map((i) => ({ x: xAt(i), text: categories[i] ?? '' }))}
            maxLabelChars={16}
            rtl={f.rtl}
            tickDir={f.svgDir}
          />
          {series.map((s, si) => {
            const colour = colours[si % colours.length] as string;
            const points = s.values.slice(0, n).map((v, i) => [xAt(i), yAt(v)] as const);
            return (
              <g key={s.id}>
                <polyline
                  points={points.map((p) => p.join(',')).join(' ')}
                  fill="none"
                  stroke={colour}
                  strokeWidth={2.5}
                  strokeDasharray={DASHES[si % DASHES.length]}
                  strokeLinejoin="round"
                />
                {showMarkers ? points.map(([x, y], i) => <Marker key={i} index={si} x={x} y={y} colour={colour} />) : null}
              </g>
            );
          })}
        </svg>
      )}
      legend={<ChartLegend kind="line" uid={uid} items={series.map((s) => ({ id: s.id, label: s.label }))} />}
      table={(titleId) => (
        <ChartTable
          titleId={titleId}
          headers={[categoryLabel, ...series.map((s) => s.label)]}
          rows={categories.map((category, i) => ({
            key: `${i}`,
            label: category,
            cells: series.map((s) => (s.values[i] === undefined ? '' : f.value(s.values[i] as number))),
          }))}
          cellDirs={series.map(() => f.htmlDir)}
        />
      )}
    />
  );
}
