/** Pure geometry of the charts: ticks, label thinning, label truncation, donut arcs. */

/** A "nice" step (1, 2, 2.5 or 5 × 10^n) so that about `count` steps cover `span`. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Axis ticks from a nice number at or below `min` (0 when all values are positive, so bars
 * are not exaggerated) to one at or above `max`.
 */
export function niceTicks(min: number, max: number, count = 4, integer = false): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (low === high) return [0, integer ? Math.max(1, count) : 1];
  let step = niceStep(high - low, count);
  if (integer) step = Math.max(1, Math.round(step));
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let t = first; t < high + step / 2; t += step) ticks.push(Number(t.toPrecision(12)));
  if ((ticks.at(-1) ?? 0) < high) ticks.push(Number((first + ticks.length * step).toPrecision(12)));
  return ticks;
}

/** Which of `count` category labels to draw so no more than `max` show: first, last, evenly between. */
export function labelIndices(count: number, max: number): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const every = Math.ceil((count - 1) / Math.max(1, max - 1));
  const picked: number[] = [];
  for (let i = 0; i < count - 1; i += every) picked.push(i);
  // Keep the last label, dropping a neighbour that would crowd it.
  if (count - 1 - (picked.at(-1) ?? 0) < every / 2) picked.pop();
  picked.push(count - 1);
  return picked;
}

/** Shortens a label to `max` characters (by code point, so Arabic letters are not split). */
export function truncateLabel(label: string, max: number): string {
  const chars = [...label];
  return chars.length <= max
    ? label
    : `${chars
        .slice(0, Math.max(1, max - 1))
        .join('')
        .trimEnd()}…`;
}

export interface Arc {
  start: number;
  end: number;
  share: number;
}

/** Slices of a donut as angles in radians, clockwise from 12 o'clock; negative values count as 0. */
export function donutArcs(values: readonly number[]): Arc[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  let angle = 0;
  return values.map((v) => {
    const share = total > 0 ? Math.max(0, v) / total : 0;
    const start = angle;
    angle += share * 2 * Math.PI;
    return { start, end: angle, share };
  });
}

/** The SVG path of a ring segment centred on (cx, cy). A full ring is drawn as two halves. */
export function ringPath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  const sweep = end - start;
  if (sweep <= 0) return '';
  if (sweep >= 2 * Math.PI - 1e-9) {
    return `${ringPath(cx, cy, outer, inner, 0, Math.PI)} ${ringPath(cx, cy, outer, inner, Math.PI, 2 * Math.PI - 1e-9)}`;
  }
  const point = (r: number, a: number) => `${round2(cx + r * Math.sin(a))} ${round2(cy - r * Math.cos(a))}`;
  const large = sweep > Math.PI ? 1 : 0;
  return [
    `M ${point(outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, end)}`,
    `L ${point(inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, start)}`,
    'Z',
  ].join(' ');
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
