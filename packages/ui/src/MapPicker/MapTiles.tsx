import { createContext, useContext } from 'react';
import styled from 'styled-components';
import type { Bounds } from './geo.ts';

/** A raster tile server (slippy-map XYZ, 256 px, Web Mercator), as runtime config names it. */
export interface MapTileSource {
  /** `{z}`, `{x}`, `{y}` are replaced. */
  url: string;
  attribution: string;
  maxZoom: number;
}

/**
 * The app's tile server, if it has one (`features.mapTiles` in config.json). Every MapPicker
 * below shows a real map on it; without one, the picker draws the area itself.
 */
export const MapTilesContext = createContext<MapTileSource | null>(null);
export const MapTilesProvider = MapTilesContext.Provider;
export const useMapTiles = () => useContext(MapTilesContext);

const TILE = 256;
const MIN_ZOOM = 8;

function worldPixel(lng: number, lat: number, z: number): [number, number] {
  const scale = TILE * 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

/** The shallowest zoom whose tiles are at least as sharp as the surface's device pixels. */
export function zoomFor(bounds: Bounds, surfacePixels: number, maxZoom: number): number {
  const wanted = Math.ceil(Math.log2((surfacePixels * 360) / ((bounds.east - bounds.west) * TILE)));
  return Math.max(MIN_ZOOM, Math.min(maxZoom, wanted));
}

export interface PlacedTile {
  key: string;
  src: string;
  /** Percentages of the surface, from its physical left and top (a map does not mirror). */
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The tiles that cover the bounds at zoom z, placed in percentages of the surface. */
export function tilesFor(bounds: Bounds, z: number, url: string): PlacedTile[] {
  const [x0, y0] = worldPixel(bounds.west, bounds.north, z);
  const [x1, y1] = worldPixel(bounds.east, bounds.south, z);
  const placed: PlacedTile[] = [];
  for (let ty = Math.floor(y0 / TILE); ty * TILE < y1; ty += 1) {
    for (let tx = Math.floor(x0 / TILE); tx * TILE < x1; tx += 1) {
      placed.push({
        key: `${z}/${tx}/${ty}`,
        src: url.replace('{z}', String(z)).replace('{x}', String(tx)).replace('{y}', String(ty)),
        left: ((tx * TILE - x0) / (x1 - x0)) * 100,
        top: ((ty * TILE - y0) / (y1 - y0)) * 100,
        width: (TILE / (x1 - x0)) * 100,
        height: (TILE / (y1 - y0)) * 100,
      });
    }
  }
  return placed;
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  img {
    position: absolute;
    max-inline-size: none;
    user-select: none;
  }
`;

/** The tiles under the picker's drawing (decorative: the position is announced in words). */
export function MapTileLayer({ source, bounds, surfacePixels }: { source: MapTileSource; bounds: Bounds; surfacePixels: number }) {
  const z = zoomFor(bounds, surfacePixels, source.maxZoom);
  return (
    <Layer dir="ltr" aria-hidden="true" data-zoom={z}>
      {tilesFor(bounds, z, source.url).map((tile) => (
        <img
          key={tile.key}
          src={tile.src}
          alt=""
          draggable={false}
          decoding="async"
          // Physical sides on purpose: tiles are geography, east stays on the right in Arabic.
          // One pixel more each way: no hairline seam where rounding meets.
          style={{ left: `${tile.left}%`, top: `${tile.top}%`, width: `calc(${tile.width}% + 1px)`, height: `calc(${tile.height}% + 1px)` }}
        />
      ))}
    </Layer>
  );
}
