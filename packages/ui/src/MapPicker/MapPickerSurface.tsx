import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Surface } from './MapPicker.styles.ts';
import { aspectRatio, centre, fromFraction, step, toFraction, type ArrowKey, type Bounds, type LatLng } from './geo.ts';
import { MapTileLayer, type MapTileSource } from './MapTiles.tsx';

export interface MapPickerSurfaceProps {
  value: LatLng | null;
  bounds: Bounds;
  onMove: (value: LatLng, via: 'pointer' | 'keyboard') => void;
  disabled: boolean;
  invalid: boolean;
  labelId: string;
  describedBy: string;
  /** A tile server: a real map under the same controls (Web Mercator); else the drawn area. */
  tiles?: MapTileSource | null;
}

const WIDTH = 1000;
const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
/** A simplified Gulf coastline from Ghantoot to Umm Al Quwain, as [lng, lat]. */
const COAST: [number, number][] = [
  [54.9, 24.83],
  [54.98, 24.9],
  [55.03, 25.0],
  [55.1, 25.06],
  [55.14, 25.09],
  [55.2, 25.16],
  [55.25, 25.22],
  [55.3, 25.27],
  [55.33, 25.29],
  [55.36, 25.32],
  [55.39, 25.36],
  [55.43, 25.4],
  [55.47, 25.43],
  [55.51, 25.47],
  [55.55, 25.5],
];
const CITIES = [
  { id: 'ui.mapPicker.dubai', lat: 25.2048, lng: 55.2708 },
  { id: 'ui.mapPicker.sharjah', lat: 25.3463, lng: 55.4209 },
] as const;

/**
 * The picking surface: a plain drawing of the area (no tiles, no network). A click or a drag
 * sets the point; arrow keys move it (Shift for bigger steps). The map is geography, so it
 * does NOT mirror in RTL: east stays on the right and ArrowRight always moves east. Pointer
 * positions are read in physical pixels for the same reason.
 */
export function MapPickerSurface({ value, bounds, onMove, disabled, invalid, labelId, describedBy, tiles }: MapPickerSurfaceProps) {
  const intl = useIntl();
  const svg = useRef<SVGSVGElement>(null);
  const projection = tiles ? 'mercator' : 'plain';
  const surfacePixels = useSurfacePixels(svg, Boolean(tiles));
  const height = WIDTH / aspectRatio(bounds, projection);
  const project = (lng: number, lat: number) => {
    const f = toFraction({ lat, lng }, bounds, projection);
    return [f.x * WIDTH, f.y * height] as const;
  };
  const at = (event: PointerEvent) => {
    const rect = svg.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    onMove(fromFraction((event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height, bounds, projection), 'pointer');
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.focus();
    try {
      // Keeps the drag going when the pointer leaves the surface.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Not an active pointer (a synthetic event): the click still sets the point.
    }
    at(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!disabled && event.currentTarget.hasPointerCapture(event.pointerId)) at(event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || !ARROWS.has(event.key)) return;
    event.preventDefault();
    onMove(step(value ?? centre(bounds), event.key as ArrowKey, event.shiftKey ? 0.01 : 0.001, bounds), 'keyboard');
  };

  const seaPoints = [...COAST.map(([lng, lat]) => project(lng, lat)), project(bounds.west, bounds.north)].map((p) => p.join(',')).join(' ');
  const gridLines = [];
  for (let lng = Math.ceil(bounds.west * 10) / 10; lng < bounds.east; lng = Math.round((lng + 0.1) * 10) / 10) {
    const [x] = project(lng, bounds.north);
    gridLines.push(<line key={`x${lng}`} className="grid" x1={x} x2={x} y1={0} y2={height} />);
  }
  for (let lat = Math.ceil(bounds.south * 10) / 10; lat < bounds.north; lat = Math.round((lat + 0.1) * 10) / 10) {
    const [, y] = project(bounds.west, lat);
    gridLines.push(<line key={`y${lat}`} className="grid" x1={0} x2={WIDTH} y1={y} y2={y} />);
  }
  const marker = value ? project(value.lng, value.lat) : null;
  return (
    <Surface
      role="application"
      aria-roledescription={intl.formatMessage({ id: 'ui.mapPicker.roleDescription' })}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      data-invalid={invalid || undefined}
      tabIndex={disabled ? -1 : 0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    >
      {tiles ? <MapTileLayer source={tiles} bounds={bounds} surfacePixels={surfacePixels} /> : null}
      <svg ref={svg} viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false" direction="ltr">
        {tiles ? null : (
          <>
            <polygon className="sea" points={seaPoints} />
            {gridLines}
            <polyline className="coast" points={COAST.map(([lng, lat]) => project(lng, lat).join(',')).join(' ')} />
          </>
        )}
        {CITIES.map((city) => {
          const [x, y] = project(city.lng, city.lat);
          return (
            <g key={city.id}>
              <circle className="city" cx={x} cy={y} r={6} />
              <text className="city-label" x={x + 14} y={y + 28}>
                {intl.formatMessage({ id: city.id })}
              </text>
            </g>
          );
        })}
        {marker ? (
          <g transform={`translate(${marker[0]} ${marker[1]})`} data-testid="map-marker">
            <path className="pin" d="M0 0 C -6 -14 -22 -26 -22 -42 A 22 22 0 1 1 22 -42 C 22 -26 6 -14 0 0 Z" />
            <circle className="pin-dot" cx={0} cy={-42} r={8} />
          </g>
        ) : null}
      </svg>
    </Surface>
  );
}

/** The surface's width in device pixels, followed while tiles are shown (they pick their zoom by it). */
function useSurfacePixels(ref: RefObject<SVGSVGElement | null>, active: boolean): number {
  const [pixels, setPixels] = useState(560);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const measure = () => setPixels(Math.round(element.getBoundingClientRect().width * (window.devicePixelRatio || 1)) || 560);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [ref, active]);
  return pixels;
}
