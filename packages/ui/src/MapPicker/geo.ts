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
 * Width over height of the area drawn equirectangular with the usual cos(latitude) correction,
 * so a kilometre east is as long on screen as a kilometre north.
 */
export function aspectRatio(b: Bounds): number {
  const midLat = ((b.south + b.north) / 2) * (Math.PI / 180);
  return ((b.east - b.west) * Math.cos(midLat)) / (b.north - b.south);
}

/** A position to fractions of the surface: x from the west edge, y from the north edge. */
export function toFraction({ lat, lng }: LatLng, b: Bounds): { x: number; y: number } {
  return { x: (lng - b.west) / (b.east - b.west), y: (b.north - lat) / (b.north - b.south) };
}

export function fromFraction(x: number, y: number, b: Bounds): LatLng {
  return clampToBounds({ lat: b.north - y * (b.north - b.south), lng: b.west + x * (b.east - b.west) }, b);
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
