import { getResponse, http, HttpResponse, isPassthroughResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultHandlers } from './index.ts';
import { passThroughUnserved } from './passThrough.ts';

const browserHandlers: RequestHandler[] = [passThroughUnserved(defaultHandlers), ...defaultHandlers];
const get = (path: string) => new Request(new URL(path, 'http://127.0.0.1:6006'));

afterEach(() => vi.restoreAllMocks());

describe('passThroughUnserved (decision 0098)', () => {
  it('lets a script chunk, a font and a picture through without asking the other handlers', async () => {
    const asked = defaultHandlers.map((handler) => vi.spyOn(handler, 'run'));
    for (const path of [
      '/assets/Button-BT7Dfo9g.js',
      '/assets/inter-latin-400-normal.woff2',
      '/mock-assets/products/kiwi.jpg',
      '/index.json',
    ]) {
      const response = await getResponse(browserHandlers, get(path));
      expect(response && isPassthroughResponse(response), path).toBe(true);
    }
    expect(asked.filter((spy) => spy.mock.calls.length > 0)).toHaveLength(0);
  });

  it('leaves the API, the POS, WhatsApp, vendor calls and the map tiles to the handlers', async () => {
    for (const path of ['/api/v1/shop/s1/light', '/mock-tiles/20/1/1.png']) {
      const response = await getResponse(browserHandlers, get(path));
      expect(response && !isPassthroughResponse(response), path).toBe(true);
    }
    const guard = passThroughUnserved(defaultHandlers);
    for (const path of ['/pos/x', '/whatsapp/x', '/vendor/x', '/api/v1/unknown'])
      expect(await getResponse([guard], get(path)), path).toBeUndefined();
  });

  it('lets everything on to the handlers when one of them may match any path', async () => {
    const anyPath = http.get(/\.woff2$/, () => HttpResponse.text('font'));
    const response = await getResponse([passThroughUnserved([...defaultHandlers, anyPath]), anyPath], get('/assets/inter.woff2'));
    expect(await response?.text()).toBe('font');
  });
});
