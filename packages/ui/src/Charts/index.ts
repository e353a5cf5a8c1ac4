export { BarChart, type BarChartProps } from './BarChart.tsx';
export { DonutChart, type DonutChartProps, type DonutSlice } from './DonutChart.tsx';
export { LineChart, type LineChartProps } from './LineChart.tsx';
export type { CartesianChartProps, ChartSeries } from './cartesian.ts';
export type { ChartFormat } from './useChartFormat.ts';
export type { ChartStateProps, ChartStatus } from './ChartFrame.tsx';
