import { useMemo, type ReactNode, type SVGAttributes } from 'react';
import { encodeQr, qrPath, QrTooLongError } from '@dukkan/core';

export interface QrCodeProps extends Omit<SVGAttributes<SVGSVGElement>, 'children' | 'viewBox'> {
  /** What the code carries, usually a URL. */
  value: string;
  /** What a screen reader hears: say what scanning it does, not the modules. */
  label: string;
  /** Width and height in CSS pixels; the code scales without blur (SVG). */
  size?: number;
  /** Shown instead of the code when `value` is too long for any QR version. */
  tooLong?: ReactNode;
}

/**
 * A QR code drawn as one SVG path, dark on white with the standard 4-module quiet zone, so it
 * scans on any screen and prints sharp. It never mirrors in right-to-left layouts: a mirrored
 * code does not scan. Encoding: `encodeQr` in `@dukkan/core` (level M, byte mode, UTF-8).
 */
export function QrCode({ value, label, size = 160, tooLong = null, ...rest }: QrCodeProps) {
  const drawing = useMemo(() => {
    try {
      const matrix = encodeQr(value);
      return { extent: matrix.size + 8, path: qrPath(matrix, 4) };
    } catch (error) {
      if (error instanceof QrTooLongError) return null;
      throw error;
    }
  }, [value]);
  if (!drawing) return <>{tooLong}</>;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${drawing.extent} ${drawing.extent}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
      {...rest}
      style={{ direction: 'ltr', background: '#fff', display: 'block', ...rest.style }}
    >
      <rect width={drawing.extent} height={drawing.extent} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
