import { describe, expect, it } from 'vitest';
import {
  aspectRatio,
  clampToBounds,
  DUBAI_SHARJAH as B,
  formatCoordinate,
  fromFraction,
  normaliseDigits,
  parseCoordinate,
  step,
  toFraction,
  mercatorY,
} from './geo.ts';
import { tilesFor, zoomFor } from './MapTiles.tsx';

describe('projection', () => {
  it('puts west on the left, north at the top, and round-trips', () => {
    expect(toFraction({ lat: 25.5, lng: 54.9 }, B)).toEqual({ x: 0, y: 0 });
    expect(toFraction({ lat: 24.8, lng: 55.7 }, B)).toEqual({ x: 1, y: 1 });
    const dubai = { lat: 25.2048, lng: 55.2708 };
    const { x, y } = toFraction(dubai, B);
    expect(fromFraction(x, y, B)).toEqual(dubai);
  });

  it('clamps points outside the surface to its edge', () => {
    expect(fromFraction(-0.2, 1.4, B)).toEqual({ lat: 24.8, lng: 54.9 });
    expect(clampToBounds({ lat: 30, lng: 50 }, B)).toEqual({ lat: 25.5, lng: 54.9 });
  });

  it('corrects the width for the latitude', () => {
    expect(aspectRatio(B)).toBeCloseTo((0.8 * Math.cos((25.15 * Math.PI) / 180)) / 0.7, 6);
  });
});

describe('step', () => {
  it('moves by compass direction, without float noise, and stops at the edge', () => {
    const from = { lat: 25.2, lng: 55.3 };
    expect(step(from, 'ArrowUp', 0.001, B)).toEqual({ lat: 25.201, lng: 55.3 });
    expect(step(from, 'ArrowDown', 0.001, B)).toEqual({ lat: 25.199, lng: 55.3 });
    expect(step(from, 'ArrowRight', 0.01, B)).toEqual({ lat: 25.2, lng: 55.31 });
    expect(step(from, 'ArrowLeft', 0.01, B)).toEqual({ lat: 25.2, lng: 55.29 });
    expect(step({ lat: 25.5, lng: 55.7 }, 'ArrowUp', 0.01, B)).toEqual({ lat: 25.5, lng: 55.7 });
  });
});

describe('parseCoordinate', () => {
  it('reads plain, signed and Arabic-keyboard numbers', () => {
    expect(parseCoordinate('25.2048', 24.8, 25.5)).toEqual({ value: 25.2048 });
    expect(parseCoordinate(' +25.2 ', 24.8, 25.5)).toEqual({ value: 25.2 });
    expect(parseCoordinate('٢٥٫٢٠٤٨', 24.8, 25.5)).toEqual({ value: 25.2048 });
    expect(parseCoordinate('۵۵,۳', 54.9, 55.7)).toEqual({ value: 55.3 });
  });

  it('names the problem', () => {
    expect(parseCoordinate('', 24.8, 25.5)).toEqual({ problem: 'required' });
    expect(parseCoordinate('25.2N', 24.8, 25.5)).toEqual({ problem: 'format' });
    expect(parseCoordinate('1e1', 24.8, 25.5)).toEqual({ problem: 'format' });
    expect(parseCoordinate('26', 24.8, 25.5)).toEqual({ problem: 'range' });
  });
});

describe('formatting', () => {
  it('keeps at most six decimals and no trailing zeros', () => {
    expect(formatCoordinate(25.2)).toBe('25.2');
    expect(formatCoordinate(25.123456789)).toBe('25.123457');
    expect(formatCoordinate(55)).toBe('55');
    expect(normaliseDigits('\u200f٢٥\u200e')).toBe('25');
  });
});

describe('the tiled map (Web Mercator)', () => {
  it('places a point the way tile servers do, and reads a pointer back to the same point', () => {
    const dubai = { lat: 25.2048, lng: 55.2708 };
    const { x, y } = toFraction(dubai, B, 'mercator');
    expect(fromFraction(x, y, B, 'mercator')).toEqual(dubai);
    // Mercator stretches latitude northwards: the middle latitude sits below the middle of the surface.
    expect(toFraction({ lat: 25.15, lng: 55.3 }, B, 'mercator').y).toBeGreaterThan(0.5);
    expect(aspectRatio(B, 'mercator')).toBeCloseTo((0.8 * Math.PI) / 180 / (mercatorY(25.5) - mercatorY(24.8)), 9);
  });

  it('covers the bounds with tiles at the zoom the surface needs, placed edge to edge', () => {
    expect(zoomFor(B, 560, 18)).toBe(10);
    expect(zoomFor(B, 1120, 18)).toBe(11);
    expect(zoomFor(B, 1120, 10)).toBe(10);
    expect(zoomFor(B, 10, 18)).toBe(8);
    const tiles = tilesFor(B, 10, '/t/{z}/{x}/{y}.png');
    expect(tiles).toHaveLength(12);
    expect(tiles[0]?.src).toBe('/t/10/668/436.png');
    const first = tiles[0]!;
    expect(first.left).toBeLessThanOrEqual(0);
    expect(first.top).toBeLessThanOrEqual(0);
    const right = Math.max(...tiles.map((t) => t.left + t.width));
    const bottom = Math.max(...tiles.map((t) => t.top + t.height));
    expect(right).toBeGreaterThanOrEqual(100);
    expect(bottom).toBeGreaterThanOrEqual(100);
  });
});
