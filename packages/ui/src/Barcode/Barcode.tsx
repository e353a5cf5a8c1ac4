import { useMemo, type ReactNode, type SVGAttributes } from 'react';
import { encodeCode128B } from './code128.ts';

/** Light modules on each side that a scanner needs to find the code (the standard asks for 10). */
const QUIET_ZONE = 10;

export interface BarcodeProps extends Omit<SVGAttributes<SVGSVGElement>, 'children' | 'viewBox'> {
  /** What the code carries: printable ASCII (Code 128 set B), e.g. an order number. */
  value: string;
  /** What a screen reader hears; the value itself unless told. */
  label?: string;
  /** Width of one module in CSS pixels (0.33 mm and up prints well on thermal paper). */
  moduleWidth?: number;
  /** Height of the bars in CSS pixels. */
  height?: number;
  /** Shown instead of the code when `value` has a character Code 128 set B cannot carry. */
  fallback?: ReactNode;
}

/**
 * A Code 128 (set B) barcode drawn as SVG rectangles, black on white with quiet zones, so it
 * prints sharp on a receipt printer and on A4. It never mirrors in right-to-left layouts: a
 * mirrored barcode does not scan. Encoding: `encodeCode128B` (a pure function, unit-tested).
 */
export function Barcode({ value, label, moduleWidth = 2, height = 56, fallback = null, ...rest }: BarcodeProps) {
  const drawing = useMemo(() => {
    const code = encodeCode128B(value);
    if (!code) return null;
    const bars: { x: number; w: number }[] = [];
    let x = QUIET_ZONE;
    code.widths.forEach((w, i) => {
      if (i % 2 === 0) bars.push({ x, w });
      x += w;
    });
    return { extent: x + QUIET_ZONE, bars };
  }, [value]);
  if (!drawing) return <>{fallback}</>;
  return (
    <svg
      role="img"
      aria-label={label ?? value}
      width={drawing.extent * moduleWidth}
      height={height}
      viewBox={`0 0 ${drawing.extent} ${height}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      data-barcode-value={value}
      {...rest}
      style={{ direction: 'ltr', background: '#fff', display: 'block', ...rest.style }}
    >
      <rect width={drawing.extent} height={height} fill="#fff" />
      {drawing.bars.map((bar) => (
        <rect key={bar.x} x={bar.x} width={bar.w} height={height} fill="#000" />
      ))}
    </svg>
  );
}
