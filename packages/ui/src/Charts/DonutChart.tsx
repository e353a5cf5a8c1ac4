import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useTheme } from 'styled-components';
import { ChartFrame, ChartTable, type ChartStateProps } from './ChartFrame.tsx';
import { ChartLegend } from './ChartLegend.tsx';
import { ChartPatterns, patternId, svgId } from './ChartPatterns.tsx';
import { donutArcs, ringPath } from './chartScale.ts';
import { useChartFormat, type ChartFormat } from './useChartFormat.ts';

export interface DonutSlice {
  id: string;
  label: string;
  value: number;
}

export interface DonutChartProps extends ChartStateProps {
  title: ReactNode;
  description?: ReactNode;
  slices: readonly DonutSlice[];
  /** The header of the label column in the table alternative, e.g. "Payment method". */
  categoryLabel: ReactNode;
  format?: ChartFormat;
}

const SIZE = 240;
const C = SIZE / 2;

/**
 * Shares of a whole (payment methods, categories). Slices run clockwise from 12 o'clock in
 * both directions, like a clock face; the legend beside it mirrors and carries each value
 * and share, so no reader depends on colour or on the drawing.
 */
export function DonutChart({
  title,
  description,
  slices,
  categoryLabel,
  format = 'number',
  status = 'ready',
  emptyMessage,
  errorMessage,
  onRetry,
  summary,
}: DonutChartProps) {
  const f = useChartFormat(format);
  const { colors } = useTheme();
  const uid = svgId(useId());
  const arcs = donutArcs(slices.map((s) => s.value));
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);

  return (
    <ChartFrame
      title={title}
      description={description}
      status={status}
      empty={total <= 0}
      emptyMessage={emptyMessage}
      errorMessage={errorMessage}
      onRetry={onRetry}
      summary={summary}
      chart={(titleId) => (
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby={titleId} style={{ maxInlineSize: 260, marginInline: 'auto' }}>
          <ChartPatterns uid={uid} />
          {arcs.map((arc, i) => (
            <path
              key={slices[i]?.id ?? i}
              d={ringPath(C, C, 110, 66, arc.start, arc.end)}
              fill={`url(#${patternId(uid, i)})`}
              stroke={colors.surface}
              strokeWidth={2}
            />
          ))}
          <text
            x={C}
            y={C - 4}
            textAnchor="middle"
            fontSize={20}
            fontWeight={700}
            fill={colors.text}
            direction={f.svgDir}
            style={{ unicodeBidi: 'isolate' }}
          >
            {f.tick(total)}
          </text>
          <text x={C} y={C + 20} textAnchor="middle" fontSize={13} fill={colors.textMuted}>
            <FormattedMessage id="ui.chart.total" />
          </text>
        </svg>
      )}
      legend={
        <ChartLegend
          kind="fill"
          uid={uid}
          items={slices.map((s, i) => ({
            id: s.id,
            label: s.label,
            value: (
              <FormattedMessage
                id="ui.chart.valueShare"
                values={{
                  value: <bdi dir={f.htmlDir}>{f.value(s.value)}</bdi>,
                  share: <bdi dir="ltr">{f.percent(arcs[i]?.share ?? 0)}</bdi>,
                }}
              />
            ),
          }))}
        />
      }
      table={(titleId) => (
        <ChartTable
          titleId={titleId}
          headers={[categoryLabel, <FormattedMessage key="v" id="ui.chart.value" />, <FormattedMessage key="s" id="ui.chart.share" />]}
          rows={slices.map((s, i) => ({ key: s.id, label: s.label, cells: [f.value(s.value), f.percent(arcs[i]?.share ?? 0)] }))}
          cellDirs={[f.htmlDir, 'ltr']}
        />
      )}
    />
  );
}
