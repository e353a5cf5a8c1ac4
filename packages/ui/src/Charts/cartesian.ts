import type { ReactNode } from 'react';
import type { ChartStateProps } from './ChartFrame.tsx';
import type { ChartFormat } from './useChartFormat.ts';

export interface ChartSeries {
  id: string;
  /** Shown in the legend, the direct labels and the table header (already translated). */
  label: string;
  /** One value per category; money in integer fils when `format` is 'money'. */
  values: readonly number[];
}

export interface CartesianChartProps extends ChartStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** The x-axis categories in time order (formatted dates, weeks, product names …). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** The header of the category column in the table alternative, e.g. "Day". */
  categoryLabel: ReactNode;
  format?: ChartFormat;
}

/** The drawing's coordinate system, in viewBox units. */
export const W = 640;
export const H = 280;
export const M = { top: 20, bottom: 40, start: 76, end: 28 };
export const PLOT_W = W - M.start - M.end;
export const PLOT_H = H - M.top - M.bottom;

/**
 * The x position of a point along the inline axis: time runs from the inline start, so in
 * Arabic the first category is on the right. `t` is 0..1 across the plot.
 */
export function inlineX(t: number, rtl: boolean): number {
  return rtl ? W - M.start - t * PLOT_W : M.start + t * PLOT_W;
}

export function isEmptyData(categories: readonly string[], series: readonly ChartSeries[]): boolean {
  return categories.length === 0 || series.length === 0 || series.every((s) => s.values.length === 0);
}
