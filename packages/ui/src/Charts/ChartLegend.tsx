import type { ReactNode } from 'react';
import { Legend, LegendValue } from './Charts.styles.ts';
import { DASHES, Marker, patternId, useSeriesColours } from './ChartPatterns.tsx';

export interface ChartLegendProps {
  items: readonly { id: string; label: string; value?: ReactNode }[];
  /** Lines show their dash and marker; bars and slices their fill pattern. */
  kind: 'line' | 'fill';
  uid: string;
}

/** The legend is HTML, so it flows from the inline start and mirrors in Arabic. */
export function ChartLegend({ items, kind, uid }: ChartLegendProps) {
  const colours = useSeriesColours();
  return (
    <Legend>
      {items.map((item, i) => {
        const colour = colours[i % colours.length] as string;
        return (
          <li key={item.id}>
            <svg width={28} height={14} viewBox="0 0 28 14" aria-hidden="true" focusable="false">
              {kind === 'line' ? (
                <>
                  <line x1={1} x2={27} y1={7} y2={7} stroke={colour} strokeWidth={2.5} strokeDasharray={DASHES[i % DASHES.length]} />
                  <Marker index={i} x={14} y={7} colour={colour} size={3.5} />
                </>
              ) : (
                <rect x={1} y={1} width={26} height={12} rx={2} fill={`url(#${patternId(uid, i)})`} />
              )}
            </svg>
            <span>{item.label}</span>
            {item.value ? <LegendValue>{item.value}</LegendValue> : null}
          </li>
        );
      })}
    </Legend>
  );
}
