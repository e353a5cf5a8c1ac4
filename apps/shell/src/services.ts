import { createContext, useContext } from 'react';
import {
  browserLocalStorage,
  browserLocks,
  createApiClient,
  createPixel,
  createSafeStorage,
  createTokenManager,
  metaPixelTransport,
  type ApiClient,
  type Pixel,
  type RuntimeConfig,
  type SafeStorage,
  type TokenManager,
} from '@dukkan/core';
import {
  clearSwrCache,
  createCartOptionsStore,
  createCartStore,
  createDialogsStore,
  createOrderPlacer,
  createUserStore,
  type CartOptionsStore,
  type CartStore,
  type DialogsStore,
  createSandboxPaymentProvider,
  type OrderPlacer,
  type PaymentProvider,
  type UserStore,
} from '@dukkan/data';
import { createToastQueue, type ToastQueue } from '@dukkan/ui';

export interface AppServices {
  config: RuntimeConfig;
  storage: SafeStorage;
  tokens: TokenManager;
  client: ApiClient;
  user: UserStore;
  /** The storefront cart and its options (`cartStore`, `cartOptions`); unused by the vendor app. */
  cart: CartStore;
  options: CartOptionsStore;
  /** Confirm and alert dialogs as promises, rendered by the app root's DialogsHost. */
  dialogs: DialogsStore;
  /** Places an order at most once per attempt (idempotency key, single flight). */
  orders: OrderPlacer;
  /** Marketing pixel: every call is a no-op unless the runtime config enables it. */
  pixel: Pixel;
  /** Toasts (the new-build offer, confirmations), rendered by the app root. */
  toasts: ToastQueue;
  /** The card payment adapter named by the runtime config (the sandbox in mock mode). */
  payments: PaymentProvider;
}

/**
 * What an app holds for its lifetime, created once at start from the runtime config.
 * Storage is wrapped so a throwing localStorage (private mode, quota) degrades to memory.
 * Every sign-out, asked for or forced by rejected tokens, empties the SWR cache so the next
 * person at this device never sees the previous one's data (issue #3 item 12).
 */
export function createAppServices(config: RuntimeConfig, { storage: given }: { storage?: SafeStorage } = {}): AppServices {
  // Stories and tests pass a memory storage so nothing leaks between them.
  const storage = given ?? createSafeStorage(browserLocalStorage());
  const tokens = createTokenManager({ storage, locks: browserLocks() });
  const client = createApiClient({ baseUrl: config.apiBaseUrl, appId: config.appId, tokens });
  const cart = createCartStore({ storage });
  const options = createCartOptionsStore({ storage });
  // The store follows the tokens: a session the client ends (rejected refresh) drops the user;
  // a chosen logout also empties the cart and its options (customer spec §4 "Auth").
  const user = createUserStore({ storage, client, cart, options, onSignedOut: () => void clearSwrCache() });
  const pixel = createPixel({
    enabled: config.features.marketingPixel,
    pixelId: config.features.pixelId,
    transport: metaPixelTransport(document, window as Parameters<typeof metaPixelTransport>[1]),
    // Never let a token or the phone number reach the pixel.
    secrets: () => [tokens.bearer(), tokens.refreshToken(), user.state.user?.phone],
  });
  return {
    config,
    storage,
    tokens,
    client,
    user,
    cart,
    options,
    dialogs: createDialogsStore(),
    orders: createOrderPlacer({ api: client.api }),
    pixel,
    toasts: createToastQueue(),
    payments: createPaymentProvider(config),
  };
}

function createPaymentProvider(config: RuntimeConfig): PaymentProvider {
  switch (config.features.paymentProvider) {
    case 'sandbox':
      return createSandboxPaymentProvider();
  }
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the app root');
  return services;
}
