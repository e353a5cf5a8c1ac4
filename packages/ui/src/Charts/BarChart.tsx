import { useId } from 'react';
import { useTheme } from 'styled-components';
import { ChartAxes } from './ChartAxes.tsx';
import { ChartFrame, ChartTable, EAGER_TABLE_ROWS } from './ChartFrame.tsx';
import { ChartLegend } from './ChartLegend.tsx';
import { ChartPatterns, patternId, svgId, useSeriesColours } from './ChartPatterns.tsx';
import { H, inlineX, isEmptyData, M, PLOT_H, PLOT_W, W, type CartesianChartProps } from './cartesian.ts';
import { labelIndices, niceTicks } from './chartScale.ts';
import { useChartFormat } from './useChartFormat.ts';

export type BarChartProps = CartesianChartProps;

const MANY_BARS = 240;
const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * A small dependency-free column chart (CONVENTIONS §8). Categories run from the inline
 * start; each series has its own fill pattern, and values are written on the bars when
 * there is room for them.
 */
export function BarChart({
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
}: BarChartProps) {
  const f = useChartFormat(format);
  const { colors } = useTheme();
  const seriesColours = useSeriesColours();
  const uid = svgId(useId());
  const n = categories.length;
  const all = series.flatMap((s) => s.values);
  const ticks = niceTicks(Math.min(0, ...all), Math.max(0, ...all), 4, format === 'money');
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const yAt = (v: number) => M.top + (1 - (v - low) / (high - low || 1)) * PLOT_H;
  const band = PLOT_W / Math.max(1, n);
  const barWidth = Math.min(48, (band * 0.72) / Math.max(1, series.length));
  const centreX = (i: number) => inlineX((i + 0.5) / Math.max(1, n), f.rtl);
  // Bars of a group also run from the inline start.
  const barX = (i: number, si: number) => {
    const offset = (si - (series.length - 1) / 2) * barWidth;
    return centreX(i) + (f.rtl ? -offset : offset) - barWidth / 2;
  };
  const writeValues = n * series.length <= 12;
  // Past this many bars each is a sliver: drawn as one path per series (see below).
  const manyBars = n * series.length > MANY_BARS;

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
          <ChartPatterns uid={uid} />
          <ChartAxes
            ticks={ticks}
            yAt={yAt}
            tickText={f.tick}
            labels={labelIndices(n, Math.max(2, Math.floor(PLOT_W / 90))).map((i) => ({ x: centreX(i), text: categories[i] ?? '' }))}
            maxLabelChars={Math.max(4, Math.floor(Math.max(band, 90) / 8))}
            rtl={f.rtl}
            tickDir={f.svgDir}
          />
          {series.map((s, si) =>
            manyBars ? (
              // One path per series instead of hundreds of rects, in the series colour: a year of days
              // draws in one element each, and a pattern cannot show on bars narrower than a pixel.
              <path
                key={s.id}
                fill={seriesColours[si % seriesColours.length]}
                d={s.values
                  .slice(0, n)
                  .map((v, i) => {
                    const top = yAt(Math.max(0, v));
                    const height = Math.max(Math.abs(yAt(v) - yAt(0)), v === 0 ? 0 : 1);
                    return `M${round1(barX(i, si))} ${round1(top)}h${round1(barWidth)}v${round1(height)}h${round1(-barWidth)}Z`;
                  })
                  .join('')}
              />
            ) : (
              <g key={s.id} fill={`url(#${patternId(uid, si)})`}>
                {s.values.slice(0, n).map((v, i) => {
                  const top = yAt(Math.max(0, v));
                  const height = Math.abs(yAt(v) - yAt(0));
                  return (
                    <rect
                      key={i}
                      x={barX(i, si)}
                      y={top}
                      width={barWidth}
                      height={Math.max(height, v === 0 ? 0 : 1)}
                      rx={2}
                      stroke={colors.surface}
                      strokeWidth={1}
                    />
                  );
                })}
              </g>
            ),
          )}
          {writeValues
            ? series.map((s, si) =>
                s.values.slice(0, n).map((v, i) => (
                  <text
                    key={`${s.id}-${i}`}
                    x={barX(i, si) + barWidth / 2}
                    y={yAt(Math.max(0, v)) - 6}
                    textAnchor="middle"
                    fontSize={12}
                    fill={colors.text}
                    direction={f.svgDir}
                    style={{ unicodeBidi: 'isolate' }}
                  >
                    {f.tick(v)}
                  </text>
                )),
              )
            : null}
        </svg>
      )}
      legend={series.length > 1 ? <ChartLegend kind="fill" uid={uid} items={series.map((s) => ({ id: s.id, label: s.label }))} /> : null}
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
