import { useTheme } from 'styled-components';

/** Series colours: theme roles that reach 3:1 against the surface in both themes. */
export function useSeriesColours(): string[] {
  const { colors } = useTheme();
  return [colors.primary, colors.link, colors.warning, colors.danger, colors.textMuted];
}

/** Line dashes per series, so lines differ without colour. */
export const DASHES = [undefined, '10 5', '2 5', '14 5 3 5', '6 3'];

export function patternId(uid: string, index: number): string {
  return `${uid}-p${index % 5}`;
}

/**
 * Fill patterns per series (solid, stripes, dots, cross-hatch, bars) over the series colour,
 * so bars and slices differ without colour (WCAG 1.4.1).
 */
export function ChartPatterns({ uid }: { uid: string }) {
  const colours = useSeriesColours();
  const { colors } = useTheme();
  const ink = colors.surface;
  const marks = [
    null,
    <path d="M-2 2 L2 -2 M0 8 L8 0 M6 10 L10 6" stroke={ink} strokeWidth={2} />,
    <circle cx={4} cy={4} r={1.6} fill={ink} />,
    <path d="M0 0 L8 8 M8 0 L0 8" stroke={ink} strokeWidth={1.5} />,
    <path d="M0 4 H8" stroke={ink} strokeWidth={2} />,
  ];
  return (
    <defs>
      {colours.map((colour, i) => (
        <pattern key={colour + i} id={patternId(uid, i)} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} fill={colour} />
          {marks[i]}
        </pattern>
      ))}
    </defs>
  );
}

/** A point marker per series: circle, square, triangle, diamond, cross. */
export function Marker({ index, x, y, colour, size = 4.5 }: { index: number; x: number; y: number; colour: string; size?: number }) {
  const s = size;
  switch (index % 5) {
    case 1:
      return <rect x={x - s} y={y - s} width={2 * s} height={2 * s} fill={colour} />;
    case 2:
      return <path d={`M${x} ${y - s * 1.2} L${x + s * 1.2} ${y + s} L${x - s * 1.2} ${y + s} Z`} fill={colour} />;
    case 3:
      return <path d={`M${x} ${y - s * 1.3} L${x + s * 1.3} ${y} L${x} ${y + s * 1.3} L${x - s * 1.3} ${y} Z`} fill={colour} />;
    case 4:
      return <path d={`M${x - s} ${y - s} L${x + s} ${y + s} M${x + s} ${y - s} L${x - s} ${y + s}`} stroke={colour} strokeWidth={2.5} />;
    default:
      return <circle cx={x} cy={y} r={s} fill={colour} />;
  }
}

/** React's useId contains characters that do not survive in url(#…) references. */
export function svgId(id: string): string {
  return `dk${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
