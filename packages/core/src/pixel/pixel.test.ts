import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPixel, metaPixelTransport, pixelPayload, type PixelTransport } from './pixel.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function transport() {
  const sent: [string, string, unknown][] = [];
  const load = vi.fn();
  const t: PixelTransport = { load, send: (method, name, payload) => void sent.push([method, name, payload]) };
  return { t, sent, load };
}

describe('marketing pixel (customer spec §1, §7)', () => {
  it('does nothing at all when configuration does not enable it', async () => {
    const { t, sent, load } = transport();
    const pixel = createPixel({ enabled: false, pixelId: '123', transport: t });
    pixel.start();
    pixel.track('addToCart', { contentIds: ['gp1'], valueFils: 450 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('loads its script 10 s after start and then sends the queued and later events', async () => {
    const { t, sent, load } = transport();
    const pixel = createPixel({ enabled: true, pixelId: '123', transport: t });
    pixel.start();
    pixel.track('viewContent', { contentIds: ['gp1'], contentName: 'Laban' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledWith('123');
    pixel.track('purchase', { valueFils: 12345, numItems: 3 });
    pixel.track('phoneCopy');
    expect(sent).toEqual([
      ['track', 'ViewContent', { content_ids: ['gp1'], content_type: 'product', content_name: 'Laban' }],
      ['track', 'Purchase', { value: 123.45, currency: 'AED', num_items: 3 }],
      ['trackCustom', 'PhoneCopy', {}],
    ]);
  });

  it('maps every event of the spec to a pixel event', async () => {
    const { t, sent } = transport();
    const pixel = createPixel({ enabled: true, pixelId: '1', transport: t });
    pixel.start();
    await vi.advanceTimersByTimeAsync(10_000);
    for (const event of ['addToCart', 'viewContent', 'purchase', 'signup', 'checkoutStart', 'paymentInfo', 'phoneCopy'] as const)
      pixel.track(event);
    expect(sent.map(([, name]) => name)).toEqual([
      'AddToCart',
      'ViewContent',
      'Purchase',
      'CompleteRegistration',
      'InitiateCheckout',
      'AddPaymentInfo',
      'PhoneCopy',
    ]);
  });

  it('never puts the refresh token in a payload', () => {
    const payload = pixelPayload({ contentIds: ['gp1', 'x-rt-secret-9'], contentName: 'rt-secret-9' }, ['rt-secret-9']);
    expect(JSON.stringify(payload)).not.toContain('rt-secret-9');
    expect(payload.content_ids).toEqual(['gp1']);
  });

  it('keeps working when sending throws (blocked by an extension)', async () => {
    const pixel = createPixel({
      enabled: true,
      pixelId: '1',
      transport: {
        load: () => undefined,
        send: () => {
          throw new Error('blocked');
        },
      },
    });
    pixel.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(() => pixel.track('signup')).not.toThrow();
  });

  it('the browser transport installs the fbq stub, inits the pixel and appends the script', async () => {
    const appended: { src: string; async: boolean; onload: (() => void) | null }[] = [];
    const doc = {
      head: { appendChild: (node: never) => void appended.push(node) },
      createElement: () => ({ src: '', async: false, onload: null, onerror: null }),
    };
    const win: { fbq?: ((...args: unknown[]) => void) & { queue?: unknown[][] } } = {};
    const t = metaPixelTransport(doc as unknown as Document, win as never);
    const loaded = t.load('777');
    expect(appended[0]?.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    appended[0]?.onload?.();
    await loaded;
    t.send('track', 'Purchase', { value: 1 });
    expect(win.fbq?.queue).toEqual([
      ['init', '777'],
      ['track', 'Purchase', { value: 1 }],
    ]);
  });
});
