/**
 * Marketing pixel adapter (customer spec §1, §7; vendor §9): the events addToCart,
 * viewContent, purchase, signup, checkout start, payment info and phone copy, sent only when
 * configuration enables the pixel; its script loads 10 s after start. Events before the
 * script are queued (bounded). Payloads are built from a whitelist, and any string holding
 * a secret (the refresh token) is dropped, so no token reaches an analytics payload.
 */
import type { Fils } from '../money/money.ts';
import { CURRENCY, toWireAed } from '../money/money.ts';
import { systemClock, type Clock, type TimerId } from '../platform/clock.ts';

export const PIXEL_LOAD_DELAY_MS = 10_000;
const MAX_QUEUE = 50;

export type PixelEvent = 'addToCart' | 'viewContent' | 'purchase' | 'signup' | 'checkoutStart' | 'paymentInfo' | 'phoneCopy';

/** Standard event names of the pixel; phone copy has none, so it is a custom event. */
export const PIXEL_EVENTS: Record<PixelEvent, { method: 'track' | 'trackCustom'; name: string }> = {
  addToCart: { method: 'track', name: 'AddToCart' },
  viewContent: { method: 'track', name: 'ViewContent' },
  purchase: { method: 'track', name: 'Purchase' },
  signup: { method: 'track', name: 'CompleteRegistration' },
  checkoutStart: { method: 'track', name: 'InitiateCheckout' },
  paymentInfo: { method: 'track', name: 'AddPaymentInfo' },
  phoneCopy: { method: 'trackCustom', name: 'PhoneCopy' },
};

export interface PixelData {
  contentIds?: readonly string[];
  contentName?: string;
  valueFils?: Fils;
  numItems?: number;
}

export type PixelPayload = Record<string, string | number | string[]>;

export interface PixelTransport {
  load(pixelId: string): Promise<void> | void;
  send(method: 'track' | 'trackCustom', name: string, payload: PixelPayload): void;
}

export interface PixelOptions {
  enabled: boolean;
  pixelId: string;
  transport: PixelTransport;
  /** Strings that must never leave in a payload (e.g. `() => [tokens.refreshToken()]`). */
  secrets?: () => readonly (string | null | undefined)[];
  clock?: Clock;
}

export interface Pixel {
  /** Call at app start: the script loads 10 s later, when enabled. */
  start(): void;
  track(event: PixelEvent, data?: PixelData): void;
  stop(): void;
}

const clip = (value: string) => value.slice(0, 200);

/** The wire payload: whitelisted fields only, money as AED decimals, currency AED. */
export function pixelPayload(data: PixelData, secrets: readonly string[] = []): PixelPayload {
  const clean = (value: string) => !secrets.some((secret) => secret.length > 0 && value.includes(secret));
  const payload: PixelPayload = {};
  const ids = (data.contentIds ?? [])
    .filter((id) => typeof id === 'string' && clean(id))
    .slice(0, 50)
    .map(clip);
  if (ids.length) {
    payload.content_ids = ids;
    payload.content_type = 'product';
  }
  if (typeof data.contentName === 'string' && data.contentName && clean(data.contentName)) payload.content_name = clip(data.contentName);
  if (typeof data.valueFils === 'number' && Number.isSafeInteger(data.valueFils)) {
    payload.value = toWireAed(data.valueFils);
    payload.currency = CURRENCY;
  }
  if (typeof data.numItems === 'number' && Number.isSafeInteger(data.numItems) && data.numItems >= 0) payload.num_items = data.numItems;
  return payload;
}

export function createPixel({ enabled, pixelId, transport, secrets = () => [], clock = systemClock }: PixelOptions): Pixel {
  const active = enabled && pixelId.trim() !== '';
  const queue: { event: PixelEvent; payload: PixelPayload }[] = [];
  let ready = false;
  let timer: TimerId | null = null;

  const dispatch = (event: PixelEvent, payload: PixelPayload) => {
    const { method, name } = PIXEL_EVENTS[event];
    try {
      transport.send(method, name, payload);
    } catch {
      // Analytics must never break the shop (blocked by an extension, script errors).
    }
  };

  return {
    start() {
      if (!active || timer !== null || ready) return;
      timer = clock.setTimeout(() => {
        timer = null;
        void Promise.resolve()
          .then(() => transport.load(pixelId))
          .then(() => {
            ready = true;
            for (const item of queue.splice(0)) dispatch(item.event, item.payload);
          })
          .catch(() => {
            queue.length = 0;
          });
      }, PIXEL_LOAD_DELAY_MS);
    },
    track(event, data = {}) {
      if (!active) return;
      const payload = pixelPayload(
        data,
        secrets().filter((s): s is string => typeof s === 'string'),
      );
      if (ready) dispatch(event, payload);
      else if (queue.length < MAX_QUEUE) queue.push({ event, payload });
    },
    stop() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

interface FbqWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
}

/** The standard `fbq` stub: calls queue until `fbevents.js` takes over through `callMethod`. */
function fbqStub(): Fbq {
  const stub = ((...args: unknown[]) => {
    if (stub.callMethod) stub.callMethod(...args);
    else stub.queue.push(args);
  }) as Fbq;
  stub.queue = [];
  stub.push = stub;
  stub.loaded = true;
  stub.version = '2.0';
  return stub;
}

/**
 * The Meta pixel in a browser: the standard stub and `fbevents.js` loader. `doc` and `win`
 * are injected so the adapter is testable and nothing runs on import.
 */
export function metaPixelTransport(doc: Pick<Document, 'createElement' | 'head'>, win: FbqWindow): PixelTransport {
  return {
    load(pixelId) {
      return new Promise<void>((resolve, reject) => {
        if (!win.fbq) {
          win.fbq = fbqStub();
          win._fbq = win.fbq;
        }
        win.fbq('init', pixelId);
        const script = doc.createElement('script');
        script.async = true;
        script.src = 'https://connect.facebook.net/en_US/fbevents.js';
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('pixel script failed to load'));
        doc.head.appendChild(script);
      });
    },
    send(method, name, payload) {
      win.fbq?.(method, name, payload);
    },
  };
}
