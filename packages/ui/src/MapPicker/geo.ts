export interface LatLng {
  lat: number;
  lng: number;
}

export interface Bounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** The delivery area the picker shows: Dubai to Sharjah and Ajman. */
export const DUBAI_SHARJAH: Bounds = { south: 24.8, north: 25.5, west: 54.9, east: 55.7 };

/** Six decimals is about 0.1 m: enough for a door, and no float noise in the output. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function clampToBounds({ lat, lng }: LatLng, b: Bounds): LatLng {
  return { lat: round6(Math.min(b.north, Math.max(b.south, lat))), lng: round6(Math.min(b.east, Math.max(b.west, lng))) };
}

export function contains({ lat, lng }: LatLng, b: Bounds): boolean {
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

export function centre(b: Bounds): LatLng {
  return { lat: round6((b.south + b.north) / 2), lng: round6((b.west + b.east) / 2) };
}

/**
 * How latitude runs down the surface. The drawn map is equirectangular; a tiled map is Web
 * Mercator, as every tile server draws it, so the marker sits on the tiles' streets.
 */
export type Projection = 'plain' | 'mercator';

/** Web Mercator's y of a latitude, in radians (grows northwards). */
export function mercatorY(lat: number): number {
  return Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
}

function latitudeOfMercator(y: number): number {
  return ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI;
}

/**
 * Width over height of the area: equirectangular with the usual cos(latitude) correction, so a
 * kilometre east is as long on screen as a kilometre north; or Web Mercator's own ratio.
 */
export function aspectRatio(b: Bounds, projection: Projection = 'plain'): number {
  if (projection === 'mercator') return ((b.east - b.west) * Math.PI) / 180 / (mercatorY(b.north) - mercatorY(b.south));
  const midLat = ((b.south + b.north) / 2) * (Math.PI / 180);
  return ((b.east - b.west) * Math.cos(midLat)) / (b.north - b.south);
}

/** A position to fractions of the surface: x from the west edge, y from the north edge. */
export function toFraction({ lat, lng }: LatLng, b: Bounds, projection: Projection = 'plain'): { x: number; y: number } {
  const x = (lng - b.west) / (b.east - b.west);
  if (projection === 'mercator') return { x, y: (mercatorY(b.north) - mercatorY(lat)) / (mercatorY(b.north) - mercatorY(b.south)) };
  return { x, y: (b.north - lat) / (b.north - b.south) };
}

export function fromFraction(x: number, y: number, b: Bounds, projection: Projection = 'plain'): LatLng {
  const lng = b.west + x * (b.east - b.west);
  const lat =
    projection === 'mercator'
      ? latitudeOfMercator(mercatorY(b.north) - y * (mercatorY(b.north) - mercatorY(b.south)))
      : b.north - y * (b.north - b.south);
  return clampToBounds({ lat, lng }, b);
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * One arrow key press. Geographic, not logical: Right is always east and Up always north,
 * in Arabic too, because the map itself does not mirror.
 */
export function step(from: LatLng, key: ArrowKey, size: number, b: Bounds): LatLng {
  const move = { ArrowUp: [size, 0], ArrowDown: [-size, 0], ArrowRight: [0, size], ArrowLeft: [0, -size] }[key];
  return clampToBounds({ lat: from.lat + (move[0] ?? 0), lng: from.lng + (move[1] ?? 0) }, b);
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/** Arabic-Indic and Persian digits and the Arabic decimal separator, as typed on Arabic keyboards. */
export function normaliseDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC.indexOf(d)))
    .replace(/[۰-۹]/g, (d) => String(PERSIAN.indexOf(d)))
    .replace(/[٫,]/g, '.')
    .replace(/[\u200e\u200f\s]/g, '');
}

export type CoordinateProblem = 'required' | 'format' | 'range';

/** A typed coordinate: its value, or why it cannot be used. */
export function parseCoordinate(text: string, min: number, max: number): { value: number } | { problem: CoordinateProblem } {
  const clean = normaliseDigits(text);
  if (clean === '') return { problem: 'required' };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(clean)) return { problem: 'format' };
  const value = Number(clean);
  if (!Number.isFinite(value)) return { problem: 'format' };
  if (value < min || value > max) return { problem: 'range' };
  return { value: round6(value) };
}

/** "25.2048": up to six decimals, no trailing zeros, Latin digits in both languages. */
export function formatCoordinate(value: number): string {
  return round6(value)
    .toFixed(6)
    .replace(/\.?0+$/, '');
}
