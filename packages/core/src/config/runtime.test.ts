import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime.ts';

const valid = {
  apiBaseUrl: '',
  appId: 'dukkan-storefront',
  shopId: 'shop-1001',
  features: {
    marketingPixel: false,
    pixelId: '',
    paymentProvider: 'sandbox' as const,
    pushPublicKey: '',
    nfcLinkBase: 'https://dukkan.ae/nfc/',
    mapTiles: null,
  },
};

describe('runtime configuration', () => {
  it('accepts the shipped config and trims a trailing slash of the API base', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
    expect(parseRuntimeConfig({ ...valid, apiBaseUrl: 'https://api.example.ae/' }).apiBaseUrl).toBe('https://api.example.ae');
  });

  it('rejects a missing shop id or app id with a message naming the field', () => {
    expect(() => parseRuntimeConfig({ ...valid, shopId: '' })).toThrow(/"shopId"/);
    expect(() => parseRuntimeConfig({ ...valid, appId: 42 })).toThrow(/"appId"/);
  });

  it('rejects an API base that is not a path or an http(s) URL', () => {
    expect(() => parseRuntimeConfig({ ...valid, apiBaseUrl: 'javascript:alert(1)' })).toThrow(RuntimeConfigError);
  });

  it('requires a pixel id when the marketing pixel is on, and treats missing features as off', () => {
    expect(() => parseRuntimeConfig({ ...valid, features: { marketingPixel: true } })).toThrow(/pixelId/);
    expect(parseRuntimeConfig({ ...valid, features: undefined }).features).toEqual({
      marketingPixel: false,
      pixelId: '',
      paymentProvider: 'sandbox',
      pushPublicKey: '',
      nfcLinkBase: 'https://dukkan.ae/nfc/',
      mapTiles: null,
    });
    expect(() => parseRuntimeConfig({ ...valid, features: { paymentProvider: 'stripe-live' } })).toThrow(/paymentProvider/);
  });

  it('takes a VAPID public key for push notifications and refuses anything else', () => {
    const key = 'BMPZsOOvkf3K_Bh7FLJ8JkavlOOCmV5ibzS112hCX1ctm8YBy8uWLjsVVz0xNKN5Rt7ckJ7aJQ0on3pQCBsw3LM';
    expect(parseRuntimeConfig({ ...valid, features: { pushPublicKey: key } }).features.pushPublicKey).toBe(key);
    expect(() => parseRuntimeConfig({ ...valid, features: { pushPublicKey: key.slice(1) } })).toThrow(/pushPublicKey/);
    expect(() => parseRuntimeConfig({ ...valid, features: { pushPublicKey: 'not a key' } })).toThrow(/pushPublicKey/);
  });

  it('takes the NFC redirect base of the deployment and refuses one that is not an http(s) URL ending in /', () => {
    expect(parseRuntimeConfig({ ...valid, features: { nfcLinkBase: 'https://go.shop.ae/t/' } }).features.nfcLinkBase).toBe(
      'https://go.shop.ae/t/',
    );
    expect(() => parseRuntimeConfig({ ...valid, features: { nfcLinkBase: 'javascript:alert(1)//' } })).toThrow(/nfcLinkBase/);
    expect(() => parseRuntimeConfig({ ...valid, features: { nfcLinkBase: 'https://go.shop.ae' } })).toThrow(/nfcLinkBase/);
  });

  it('takes a map tile server with its attribution, and refuses a URL without {z}/{x}/{y}, a script URL or no attribution', () => {
    const mapTiles = { url: 'https://tiles.example.ae/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', maxZoom: 16 };
    expect(parseRuntimeConfig({ ...valid, features: { mapTiles } }).features.mapTiles).toEqual(mapTiles);
    expect(
      parseRuntimeConfig({ ...valid, features: { mapTiles: { url: '/mock-tiles/{z}/{x}/{y}.png', attribution: 'Dukkan' } } }).features
        .mapTiles,
    ).toEqual({
      url: '/mock-tiles/{z}/{x}/{y}.png',
      attribution: 'Dukkan',
      maxZoom: 18,
    });
    expect(() =>
      parseRuntimeConfig({ ...valid, features: { mapTiles: { ...mapTiles, url: 'https://tiles.example.ae/{z}/{x}.png' } } }),
    ).toThrow(/mapTiles.url/);
    expect(() => parseRuntimeConfig({ ...valid, features: { mapTiles: { ...mapTiles, url: 'javascript:{z}{x}{y}' } } })).toThrow(
      /mapTiles.url/,
    );
    expect(() => parseRuntimeConfig({ ...valid, features: { mapTiles: { ...mapTiles, attribution: ' ' } } })).toThrow(/attribution/);
    expect(() => parseRuntimeConfig({ ...valid, features: { mapTiles: { ...mapTiles, maxZoom: 40 } } })).toThrow(/maxZoom/);
    expect(() => parseRuntimeConfig({ ...valid, features: { mapTiles: 'yes' } })).toThrow(/mapTiles.url/);
  });

  it('turns non-object, unreachable and non-JSON config into RuntimeConfigError', async () => {
    expect(() => parseRuntimeConfig([])).toThrow(RuntimeConfigError);
    await expect(
      loadRuntimeConfig('/config.json', async () => {
        throw new TypeError('offline');
      }),
    ).rejects.toThrow(/offline/);
    await expect(loadRuntimeConfig('/config.json', async () => new Response('<html>', { status: 200 }))).rejects.toThrow(/not valid JSON/);
    await expect(loadRuntimeConfig('/config.json', async () => new Response('', { status: 404 }))).rejects.toThrow(/HTTP 404/);
  });
});
