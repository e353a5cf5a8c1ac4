import type { ReactNode } from 'react';
import type { Bounds } from '@dukkan/ui';
import { Key, Legend, MapFrame } from './DeliveryMap.styles.ts';

export type MapSpotTone = 'served' | 'other' | 'selected';

export interface MapSpot {
  id: string;
  lat: number;
  lng: number;
  /** Drawn as a circle of this radius; a point without one is a dot. */
  radiusKm?: number;
  /** What the spot is, in the interface language (its tooltip). */
  title: string;
  tone: MapSpotTone;
  /** Writes the title beside the spot (the selected one). */
  labelled?: boolean;
}

export interface DeliveryMapProps {
  /** Names the drawing for screen readers ("Map of the delivery areas: …"); the page's table holds the details. */
  label: string;
  spots: readonly MapSpot[];
  legend?: readonly { tone: MapSpotTone; label: ReactNode }[];
  bounds?: Bounds;
}

/** Dubai and Sharjah, where the shops deliver. */
export const DELIVERY_BOUNDS: Bounds = { south: 25.03, north: 25.34, west: 55.1, east: 55.46 };

const WIDTH = 1000;
/** The Gulf coastline from Jebel Ali to Sharjah, as [lng, lat]. */
const COAST: readonly (readonly [number, number])[] = [
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
];
const KM_PER_DEGREE_LAT = 111.32;

/** Width over height of the bounds drawn equirectangular, a kilometre east as long as one north. */
function aspectRatio(b: Bounds): number {
  return ((b.east - b.west) * Math.cos((((b.south + b.north) / 2) * Math.PI) / 180)) / (b.north - b.south);
}

/**
 * Where the shop delivers, drawn without tiles or network (like the address map picker): the
 * coast, and a circle or a dot per spot. It is a picture for sighted people; the same facts are
 * in the page's table, and the drawing is labelled with a summary.
 */
export function DeliveryMap({ label, spots, legend, bounds = DELIVERY_BOUNDS }: DeliveryMapProps) {
  const height = WIDTH / aspectRatio(bounds);
  const project = (lng: number, lat: number) => {
    const x = (lng - bounds.west) / (bounds.east - bounds.west);
    const y = (bounds.north - lat) / (bounds.north - bounds.south);
    return [Math.round(x * WIDTH * 10) / 10, Math.round(y * height * 10) / 10] as const;
  };
  const pxPerKm = height / ((bounds.north - bounds.south) * KM_PER_DEGREE_LAT);
  const sea = [
    ...COAST.map(([lng, lat]) => project(lng, lat)),
    project(bounds.west, bounds.north + 0.1),
    project(bounds.west, bounds.south - 0.1),
  ]
    .map((p) => p.join(','))
    .join(' ');
  // The selected spot is drawn last, on top of the others.
  const ordered = [...spots].sort((a, b) => Number(a.tone === 'selected') - Number(b.tone === 'selected'));
  return (
    <MapFrame>
      <svg viewBox={`0 0 ${WIDTH} ${Math.round(height)}`} role="img" aria-label={label} direction="ltr">
        <polygon className="sea" points={sea} />
        <polyline className="coast" points={COAST.map(([lng, lat]) => project(lng, lat).join(',')).join(' ')} />
        {ordered.map((spot) => {
          const [x, y] = project(spot.lng, spot.lat);
          const r = spot.radiusKm ? Math.max(6, spot.radiusKm * pxPerKm) : 9;
          return (
            <g key={spot.id} data-spot={spot.id}>
              <circle className="spot" data-tone={spot.tone} cx={x} cy={y} r={r}>
                <title>{spot.title}</title>
              </circle>
              {spot.labelled ? (
                <text className="spot-label" x={x} y={y - r - 8} textAnchor="middle">
                  {spot.title}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {legend && legend.length > 0 ? (
        <Legend>
          {legend.map((item) => (
            <Key key={item.tone} data-tone={item.tone}>
              {item.label}
            </Key>
          ))}
        </Legend>
      ) : null}
    </MapFrame>
  );
}
