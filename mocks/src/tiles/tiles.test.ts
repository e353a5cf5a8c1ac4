import { getResponse } from 'msw';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { TILE_SIZE, tileHandlers, tilePng, worldPixel } from './tiles.ts';
import { encodePng } from './png.ts';

/** The tile and the pixel in it that show a longitude and latitude at zoom z. */
function locate(lngLat: [number, number], z: number) {
  const [wx, wy] = worldPixel(lngLat, z);
  return { x: Math.floor(wx / TILE_SIZE), y: Math.floor(wy / TILE_SIZE), col: Math.floor(wx % TILE_SIZE), row: Math.floor(wy % TILE_SIZE) };
}

async function pixelAt(lngLat: [number, number], z: number): Promise<number[]> {
  const at = locate(lngLat, z);
  const png = PNG.sync.read(Buffer.from(await tilePng(z, at.x, at.y)!));
  const i = (at.row * png.width + at.col) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
}

describe('map tiles of the mock kit', () => {
  it('encodes a PNG that a standard decoder reads back pixel for pixel', async () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = PNG.sync.read(Buffer.from(await encodePng(2, 2, rgb)));
    expect([png.width, png.height]).toEqual([2, 2]);
    expect([...png.data]).toEqual([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255]);
  });

  it('draws the Gulf as sea, the city as land and Sheikh Zayed Road as a road', async () => {
    expect(await pixelAt([55.2, 25.3], 11)).toEqual([170, 211, 223]); // off Jumeirah
    expect(await pixelAt([55.4, 25.1], 11)).toEqual([242, 239, 233]); // inland Dubai
    expect(await pixelAt([55.245, 25.185], 12)).toEqual([236, 160, 90]); // on the E11
  });

  it('answers 404 for zooms and tiles that do not exist, as a tile server does', async () => {
    expect(tilePng(3, 0, 0)).toBeUndefined();
    expect(tilePng(11, 4096, 0)).toBeUndefined();
    expect(tilePng(11, -1, 0)).toBeUndefined();
    const answer = (path: string) => getResponse(tileHandlers, new Request(`http://localhost${path}`));
    expect((await answer('/mock-tiles/20/1/1.png'))?.status).toBe(404);
    expect((await answer('/mock-tiles/11/1/x.png'))?.status).toBe(404);
    const tile = await answer(`/mock-tiles/11/${locate([55.3, 25.2], 11).x}/${locate([55.3, 25.2], 11).y}.png`);
    expect(tile?.status).toBe(200);
    expect(tile?.headers.get('content-type')).toBe('image/png');
  });
});
