import { browserLocalStorage, createPixel, createSafeStorage, metaPixelTransport, type Pixel, type RuntimeConfig } from '@dukkan/core';
import {
  browserPushPlatform,
  createCartOptionsStore,
  createCartStore,
  createOrderPlacer,
  createPushDevice,
  readDeviceToken,
  createSandboxPaymentProvider,
  type CartOptionsStore,
  type CartStore,
  type OrderPlacer,
  type PaymentProvider,
  type PushDevice,
} from '@dukkan/data';
import { createAppServices, useServices, type AppServices, type AppServicesOptions } from '@dukkan/shell';

/** The shared services plus what only the storefront has: cart, order placer, pixel, payments. */
export interface StorefrontServices extends AppServices {
  /** The cart and its options (`cartStore`, `cartOptions`), kept in the browser. */
  cart: CartStore;
  options: CartOptionsStore;
  /** Places an order at most once per attempt (idempotency key, single flight). */
  orders: OrderPlacer;
  /** Marketing pixel: every call is a no-op unless the runtime config enables it. */
  pixel: Pixel;
  /** The card payment adapter named by the runtime config (the sandbox in mock mode). */
  payments: PaymentProvider;
  /** Push notifications for this device, offered from /settings where the browser can (§3, §4). */
  push: PushDevice;
}

export function createStorefrontServices(config: RuntimeConfig, { storage }: Pick<AppServicesOptions, 'storage'> = {}): StorefrontServices {
  // The cart is made first so that a chosen logout also empties it and its options (§4 "Auth").
  const safe = storage ?? createSafeStorage(browserLocalStorage());
  const cart = createCartStore({ storage: safe });
  const options = createCartOptionsStore({ storage: safe });
  const shared = createAppServices(config, {
    storage: safe,
    signOutAlsoClears: { cart, options },
    deviceToken: () => readDeviceToken(safe),
  });
  const pixel = createPixel({
    enabled: config.features.marketingPixel,
    pixelId: config.features.pixelId,
    transport: metaPixelTransport(document, window as Parameters<typeof metaPixelTransport>[1]),
    // Never let a token or the phone number reach the pixel.
    secrets: () => [shared.tokens.bearer(), shared.tokens.refreshToken(), shared.user.state.user?.phone],
  });
  return {
    ...shared,
    cart,
    options,
    orders: createOrderPlacer({ api: shared.client.api, storage: safe }),
    pixel,
    payments: createPaymentProvider(config),
    push: createPushDevice({
      storage: safe,
      platform: browserPushPlatform(),
      publicKey: config.features.pushPublicKey,
      client: shared.client,
      isSignedIn: () => shared.user.state.isLoggedIn,
    }),
  };
}

function createPaymentProvider(config: RuntimeConfig): PaymentProvider {
  switch (config.features.paymentProvider) {
    case 'sandbox':
      return createSandboxPaymentProvider();
  }
}

/** The storefront's services (the app root provides them). */
export function useStorefrontServices(): StorefrontServices {
  return useServices<StorefrontServices>();
}
