import { useTheme } from 'styled-components';
import { truncateLabel } from './chartScale.ts';
import { H, inlineX, M } from './cartesian.ts';

export interface ChartAxesProps {
  ticks: readonly number[];
  yAt: (value: number) => number;
  tickText: (value: number) => string;
  /** Category labels to draw, with their x position. */
  labels: readonly { x: number; text: string }[];
  maxLabelChars: number;
  rtl: boolean;
  /** The direction tick text runs in (see useChartFormat's svgDir). */
  tickDir: 'ltr' | 'rtl';
}

/**
 * Grid lines, the value axis on the inline-start side and the category labels. Numbers are
 * drawn LTR in both languages, Arabic money RTL; category text takes the page's direction.
 */
export function ChartAxes({ ticks, yAt, tickText, labels, maxLabelChars, rtl, tickDir }: ChartAxesProps) {
  const { colors } = useTheme();
  const axisX = inlineX(0, rtl);
  const tickX = rtl ? axisX + 10 : axisX - 10;
  // Ticks sit outside the axis: their right edge on it in LTR, their left edge in RTL.
  const tickAnchor = !rtl ? 'end' : tickDir === 'ltr' ? 'start' : 'end';
  const left = Math.min(inlineX(0, rtl), inlineX(1, rtl));
  const right = Math.max(inlineX(0, rtl), inlineX(1, rtl));
  return (
    <g fontSize={13}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={yAt(tick)} y2={yAt(tick)} stroke={colors.borderSubtle} strokeWidth={tick === 0 ? 0 : 1} />
          <text
            x={tickX}
            y={yAt(tick)}
            dy="0.35em"
            textAnchor={tickAnchor}
            fill={colors.textMuted}
            direction={tickDir}
            style={{ unicodeBidi: 'isolate' }}
          >
            {tickText(tick)}
          </text>
        </g>
      ))}
      <line x1={left - 4} x2={right + 4} y1={yAt(0)} y2={yAt(0)} stroke={colors.border} strokeWidth={1.5} />
      {labels.map(({ x, text }) => (
        <text key={`${x}-${text}`} x={x} y={H - M.bottom + 22} textAnchor="middle" fill={colors.textMuted} direction={rtl ? 'rtl' : 'ltr'}>
          {text.length > maxLabelChars ? <title>{text}</title> : null}
          {truncateLabel(text, maxLabelChars)}
        </text>
      ))}
    </g>
  );
}
