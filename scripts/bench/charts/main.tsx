/**
 * The page of the chart bench (charts.ts): the design system's LineChart and BarChart with a
 * year of daily points in four series, rendered on demand so the bench can time one render
 * (React's commit, style, layout and the next frame) at a time.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BarChart, DesignSystemProvider, LineChart, type ChartSeries } from '@dukkan/ui';
import common from '../../../packages/i18n/src/messages/en/common.json';
import uiData from '../../../packages/i18n/src/messages/en/ui-data.json';

const DAYS = 365;
const DAY_MS = 86_400_000;
const format = new Intl.DateTimeFormat('en-AE', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const categories = Array.from({ length: DAYS }, (_, i) => format.format(new Date(Date.UTC(2025, 10, 2) + i * DAY_MS)));
const series: ChartSeries[] = ['Sales', 'Refunds', 'Delivery', 'Pickup'].map((label, s) => ({
  id: label,
  label,
  values: Array.from({ length: DAYS }, (_, i) => Math.round(90_000 + 40_000 * Math.sin((i + s * 11) / 9) + ((i * 7919 + s) % 25_000))),
}));

declare global {
  interface Window {
    /** Renders the chart afresh and resolves with the ms to the frame after the commit. */
    renderYear: (kind: 'line' | 'bar') => Promise<number>;
  }
}

const root = createRoot(document.getElementById('root') as HTMLElement);
const page = (children: React.ReactNode) => (
  <IntlProvider locale="en" messages={{ ...common, ...uiData }}>
    <DesignSystemProvider locale="en">
      <div style={{ inlineSize: 960 }}>{children}</div>
    </DesignSystemProvider>
  </IntlProvider>
);
flushSync(() => root.render(page(null)));

window.renderYear = async (kind) => {
  flushSync(() => root.render(page(null)));
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const start = performance.now();
  const Chart = kind === 'line' ? LineChart : BarChart;
  flushSync(() => root.render(page(<Chart title="A year" categoryLabel="Day" categories={categories} series={series} format="money" />)));
  // Style, layout and paint of the new SVG happen before the next frame's callbacks.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - start;
};
document.body.dataset.ready = 'true';
