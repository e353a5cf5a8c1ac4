/**
 * Runtime configuration of a host app, read from `/config.json` at start so one build can
 * be deployed against any backend and shop (customer spec §1: the shop id comes from
 * runtime configuration). Validated field by field: a bad file gives a clear start-up
 * error instead of a half-configured app.
 */
export interface RuntimeConfig {
  /** Origin (and optional path) of the API; '' means same origin behind the proxy. */
  apiBaseUrl: string;
  appId: string;
  shopId: string;
  features: {
    marketingPixel: boolean;
    pixelId: string;
    /**
     * The card payment adapter. Only the sandbox exists in this repo (mock mode, the mock
     * server's sandbox tokens); a live provider plugs in behind the same interface.
     */
    paymentProvider: PaymentProviderName;
    /**
     * The push service's public (VAPID) key, base64url: with it, /settings offers push
     * notifications where the browser can take them (customer spec §3 device token). '' = off.
     */
    pushPublicKey: string;
    /**
     * Where a tap on one of the shop's NFC cards lands: the platform's redirect service, which
     * sends the phone on to the card's target (vendor spec §3 "NFC card"). The chip carries this
     * base followed by the card's id (docs/decisions/0060). The spec shows no address for it.
     */
    nfcLinkBase: string;
    /**
     * Raster map tiles for the address map (slippy-map XYZ, 256 px, Web Mercator): with them the
     * map picker shows a real map under the same controls; without (null) it draws the area
     * itself, with no network (issue #16, docs/decisions/0065).
     */
    mapTiles: MapTilesConfig | null;
  };
}

export interface MapTilesConfig {
  /** `{z}`, `{x}` and `{y}` are replaced: `https://tiles.example.ae/{z}/{x}/{y}.png` or a same-origin path. */
  url: string;
  /** Shown on the map, as every tile licence asks ("© OpenStreetMap contributors"). */
  attribution: string;
  /** The deepest zoom the server has (the picker never asks for more). */
  maxZoom: number;
}

function parseMapTiles(value: unknown): MapTilesConfig | null {
  if (value === undefined || value === null) return null;
  const source = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const url = typeof source?.url === 'string' ? source.url.trim() : '';
  if (!/^(https?:\/\/[^\s/]+)?\/[^\s]*$/.test(url) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part)))
    throw new RuntimeConfigError('config.json: "features.mapTiles.url" must be an http(s) URL or a path with {z}, {x} and {y}');
  const attribution = typeof source?.attribution === 'string' ? source.attribution.trim() : '';
  if (!attribution) throw new RuntimeConfigError('config.json: "features.mapTiles.attribution" is required (tile licences ask for it)');
  const maxZoom = source?.maxZoom ?? 18;
  if (typeof maxZoom !== 'number' || !Number.isInteger(maxZoom) || maxZoom < 1 || maxZoom > 22)
    throw new RuntimeConfigError('config.json: "features.mapTiles.maxZoom" must be a whole number from 1 to 22');
  return { url, attribution, maxZoom };
}

/** The redirect service of the hosted platform, when config.json names none. */
export const DEFAULT_NFC_LINK_BASE = 'https://dukkan.ae/nfc/';

export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function text(source: Record<string, unknown>, key: string, { allowEmpty = false } = {}): string {
  const value = source[key];
  if (typeof value !== 'string' || (!allowEmpty && value.trim() === '')) {
    throw new RuntimeConfigError(`config.json: "${key}" must be ${allowEmpty ? 'a string' : 'a non-empty string'}`);
  }
  return value.trim();
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new RuntimeConfigError('config.json: expected an object');
  const source = raw as Record<string, unknown>;
  const apiBaseUrl = text(source, 'apiBaseUrl', { allowEmpty: true }).replace(/\/+$/, '');
  if (apiBaseUrl && !/^(https?:\/\/[^\s/]+|\/)[^\s]*$/.test(apiBaseUrl)) {
    throw new RuntimeConfigError('config.json: "apiBaseUrl" must be empty, a path starting with /, or an http(s) URL');
  }
  const rawFeatures = source.features;
  const features =
    rawFeatures && typeof rawFeatures === 'object' && !Array.isArray(rawFeatures) ? (rawFeatures as Record<string, unknown>) : {};
  const marketingPixel = features.marketingPixel === true;
  const pixelId = typeof features.pixelId === 'string' ? features.pixelId.trim() : '';
  if (marketingPixel && !pixelId)
    throw new RuntimeConfigError('config.json: "features.pixelId" is required when the marketing pixel is on');
  const provider = features.paymentProvider ?? 'sandbox';
  const paymentProvider = PAYMENT_PROVIDERS.find((name) => name === provider);
  if (!paymentProvider)
    throw new RuntimeConfigError(`config.json: "features.paymentProvider" must be one of ${PAYMENT_PROVIDERS.join(', ')}`);
  const pushPublicKey = typeof features.pushPublicKey === 'string' ? features.pushPublicKey.trim() : '';
  // An uncompressed P-256 point: 65 bytes, 0x04 first, which is 87 base64url characters starting with B.
  if (pushPublicKey && !/^B[A-Za-z0-9_-]{86}$/.test(pushPublicKey))
    throw new RuntimeConfigError('config.json: "features.pushPublicKey" must be a VAPID public key (87 base64url characters)');
  const nfcLinkBase =
    typeof features.nfcLinkBase === 'string' && features.nfcLinkBase.trim() ? features.nfcLinkBase.trim() : DEFAULT_NFC_LINK_BASE;
  if (!/^https?:\/\/[^\s/]+\/(?:[^\s]*\/)?$/.test(nfcLinkBase))
    throw new RuntimeConfigError('config.json: "features.nfcLinkBase" must be an http(s) URL ending in /');
  return {
    apiBaseUrl,
    appId: text(source, 'appId'),
    shopId: text(source, 'shopId'),
    features: { marketingPixel, pixelId, paymentProvider, pushPublicKey, nfcLinkBase, mapTiles: parseMapTiles(features.mapTiles) },
  };
}

/** Fetches and validates the config; network and JSON failures become RuntimeConfigError. */
export async function loadRuntimeConfig(url: string, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store' });
  } catch (error) {
    throw new RuntimeConfigError(`config.json could not be loaded: ${(error as Error).message}`);
  }
  if (!response.ok) throw new RuntimeConfigError(`config.json could not be loaded: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError('config.json is not valid JSON');
  }
  return parseRuntimeConfig(body);
}
