/**
 * A small raster tile set of the delivery area (Dubai to Ajman) for the map picker with
 * `features.mapTiles` (issue #16): slippy-map tiles (`/mock-tiles/{z}/{x}/{y}.png`, Web
 * Mercator, 256 px) drawn on request from a simplified coastline and the two main roads,
 * so dev, Storybook and the e2e journeys show a real tiled map with no network and no
 * committed images. Outside zooms 8–14 the server answers 404, as a tile server would.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { encodePng } from './png.ts';

export const TILE_SIZE = 256;
export const TILE_ZOOMS = { min: 8, max: 14 } as const;
export const TILES_PATH = '/mock-tiles/{z}/{x}/{y}.png';

type LngLat = readonly [number, number];

/** Sea: the Gulf north-west of a simplified coastline from Abu Dhabi to Ras Al Khaimah. */
const SEA: LngLat[] = [
  [53.5, 24.2],
  [54.4, 24.5],
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
  [55.7, 25.62],
  [55.85, 25.75],
  [56.0, 26.0],
  [56.0, 27.0],
  [53.5, 27.0],
];

/** Sheikh Zayed Road (E11) and Emirates Road (E311), simplified. */
const ROADS: LngLat[][] = [
  [
    [54.98, 24.95],
    [55.13, 25.07],
    [55.21, 25.15],
    [55.28, 25.22],
    [55.33, 25.26],
    [55.39, 25.31],
    [55.43, 25.36],
    [55.47, 25.4],
  ],
  [
    [55.05, 24.9],
    [55.2, 25.04],
    [55.33, 25.16],
    [55.45, 25.27],
    [55.52, 25.35],
    [55.6, 25.45],
  ],
];

const COLOURS = {
  sea: [170, 211, 223],
  land: [242, 239, 233],
  road: [236, 160, 90],
} as const;

/** World pixel of a longitude and latitude at zoom z (Web Mercator, as every tile server). */
export function worldPixel([lng, lat]: LngLat, z: number): [number, number] {
  const scale = TILE_SIZE * 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

function inside(x: number, y: number, polygon: [number, number][]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

function distanceToSegment(px: number, py: number, [ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** The tile's pixels, RGB row by row; undefined for a tile that does not exist. */
export function renderTile(z: number, x: number, y: number): Uint8Array | undefined {
  const count = 2 ** z;
  if (!Number.isInteger(z) || z < TILE_ZOOMS.min || z > TILE_ZOOMS.max) return undefined;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= count || y >= count) return undefined;
  const originX = x * TILE_SIZE;
  const originY = y * TILE_SIZE;
  const sea = SEA.map((point) => worldPixel(point, z)).map(([px, py]) => [px - originX, py - originY] as [number, number]);
  const roads = ROADS.map((road) =>
    road.map((point) => worldPixel(point, z)).map(([px, py]) => [px - originX, py - originY] as [number, number]),
  );
  const halfWidth = Math.max(1, (z - 7) * 0.6);
  const rgb = new Uint8Array(TILE_SIZE * TILE_SIZE * 3);
  for (let row = 0; row < TILE_SIZE; row += 1) {
    for (let col = 0; col < TILE_SIZE; col += 1) {
      const cx = col + 0.5;
      const cy = row + 0.5;
      let colour: readonly number[] = inside(cx, cy, sea) ? COLOURS.sea : COLOURS.land;
      if (colour === COLOURS.land) {
        for (const road of roads) {
          for (let i = 1; i < road.length; i += 1) {
            if (distanceToSegment(cx, cy, road[i - 1]!, road[i]!) <= halfWidth) colour = COLOURS.road;
          }
        }
      }
      rgb.set(colour, (row * TILE_SIZE + col) * 3);
    }
  }
  return rgb;
}

const cache = new Map<string, Promise<Uint8Array>>();

/** The encoded PNG of a tile (kept: a tile never changes), or undefined when there is none. */
export function tilePng(z: number, x: number, y: number): Promise<Uint8Array> | undefined {
  const key = `${z}/${x}/${y}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rgb = renderTile(z, x, y);
  if (!rgb) return undefined;
  const png = encodePng(TILE_SIZE, TILE_SIZE, rgb);
  cache.set(key, png);
  return png;
}

export const tileHandlers: HttpHandler[] = [
  http.get('*/mock-tiles/:z/:x/:y', async ({ params }) => {
    const match = /^(\d+)\.png$/.exec(String(params.y));
    const png = match ? tilePng(Number(params.z), Number(params.x), Number(match[1])) : undefined;
    if (!png) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(await png, {
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
    });
  }),
];
