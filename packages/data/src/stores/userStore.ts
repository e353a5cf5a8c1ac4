/**
 * The auth store `userStore` (customer spec §3 "Auth session", §4 "Auth"; vendor §4). The
 * tokens live in the client's TokenManager; this store holds the user, the OTP step and the
 * remembered routes, persisted under `userStore` (validated on read like the cart).
 *
 * Two ways a session ends (docs/decisions/0017-sign-out-and-cart.md):
 * - `removeUser` / `logout`: the user asked; everything is cleared, the cart included (§4);
 * - the tokens were rejected (the client signs out): the user is dropped, the cart is kept.
 */
import { proxy } from 'valtio/vanilla';
import {
  afterLoginDestination,
  apiError,
  AUTH_ROUTES,
  failure,
  INVALID_USER_MESSAGE,
  isInternalRoute,
  isRecord,
  needsInfo,
  own,
  readAuthResult,
  readUser,
  skipDestination,
  staffFlags,
  success,
  type ApiClient,
  type ApiResult,
  type AuthResult,
  type KeyValueStorage,
  type OtpRequest,
  type SafeStorage,
  type User,
  type VendorLoginRequest,
} from '@dukkan/core';
import { createPersistedSlot, toSafeStorage } from '../persist/slot.ts';
import type { CartOptionsStore } from './cartOptionsStore.ts';
import type { CartStore } from './cartStore.ts';

export const USER_STORAGE_KEY = 'userStore';

interface StoredUserState {
  user: User | null;
  isWaitingForOTP: boolean;
  destRoute: string | null;
  skipRoute: string | null;
}

export interface UserStoreState extends StoredUserState {
  isLoggedIn: boolean;
  /** §3: the user has no fullName and must complete their info. */
  needsInfo: boolean;
  isSeller: boolean;
  isCashier: boolean;
  isKitchen: boolean;
  isLead: boolean;
}

export interface UserStoreOptions {
  storage: KeyValueStorage | SafeStorage | null;
  client: Pick<ApiClient, 'api' | 'tokens' | 'logout'>;
  cart?: CartStore;
  options?: CartOptionsStore;
  /** The push-notification device token, when the platform has one (§3 "Device token"). */
  deviceToken?: () => string | null;
  /** Called after every sign-out, voluntary or not: clear the SWR cache here (§12). */
  onSignedOut?: () => void;
}

export interface UserStore {
  readonly state: UserStoreState;
  requestOtp(request: OtpRequest): Promise<ApiResult<unknown>>;
  verifyOtp(body: { phone: string; countryCode: string; token: string }): Promise<ApiResult<User>>;
  vendorLogin(body: VendorLoginRequest): Promise<ApiResult<User>>;
  saveUser(result: AuthResult): Promise<void>;
  completeInfo(body: { name: string; email?: string }): Promise<ApiResult<User>>;
  reloadUser(): Promise<ApiResult<User>>;
  removeUser(): void;
  logout(): Promise<ApiResult<null>>;
  /** Where to go after login; consumes the remembered destination (§4). */
  takeAfterLoginRoute(): string;
  skipRoute(): string;
  /** The cart's login prompt: remembers /cart as destination and skip route; returns /login. */
  rememberCartAndLogin(): string;
  setDestRoute(route: string | null): void;
}

function validateStored(raw: unknown) {
  if (!isRecord(raw)) return null;
  const rawUser = own(raw, 'user');
  const user = rawUser === null || rawUser === undefined ? null : readUser(rawUser);
  const route = (value: unknown): string | null => (isInternalRoute(value) ? value : null);
  const value: StoredUserState = {
    user,
    isWaitingForOTP: own(raw, 'isWaitingForOTP') === true,
    destRoute: route(own(raw, 'destRoute')),
    skipRoute: route(own(raw, 'skipRoute')),
  };
  return { value, repaired: (rawUser != null && user === null) || (own(raw, 'destRoute') != null && value.destRoute === null) };
}

const emptyState = (): StoredUserState => ({ user: null, isWaitingForOTP: false, destRoute: null, skipRoute: null });

export function createUserStore({ storage, client, cart, options, deviceToken, onSignedOut }: UserStoreOptions): UserStore {
  const { api, tokens } = client;
  const slot = createPersistedSlot<StoredUserState>({
    storage: toSafeStorage(storage),
    key: USER_STORAGE_KEY,
    version: 1,
    validate: validateStored,
    empty: emptyState,
  });
  const loaded = slot.load().value;
  // A stored user without a session (tokens gone) is not signed in.
  const initial = tokens.hasSession() ? loaded : { ...loaded, user: null };

  const derive = (s: StoredUserState): UserStoreState => ({
    ...s,
    isLoggedIn: s.user !== null && tokens.hasSession(),
    needsInfo: needsInfo(s.user),
    ...staffFlags(s.user),
  });
  const state = proxy<UserStoreState>(derive(initial));

  function set(patch: Partial<StoredUserState>): void {
    const next: StoredUserState = {
      user: state.user,
      isWaitingForOTP: state.isWaitingForOTP,
      destRoute: state.destRoute,
      skipRoute: state.skipRoute,
      ...patch,
    };
    slot.save(next);
    Object.assign(state, derive(next));
  }

  /** Ends the session once: the user goes first, so the token listener below sees no user. */
  function endSession(clearCart: boolean): void {
    if (clearCart) {
      set(emptyState());
      cart?.clear();
      options?.reset();
    } else {
      set({ user: null, isWaitingForOTP: false });
    }
    tokens.clear();
    onSignedOut?.();
  }

  // The client cleared the tokens (rejected refresh, 401 after retry, another tab signed out).
  tokens.subscribe(() => {
    if (!tokens.hasSession() && state.user !== null) endSession(false);
    else state.isLoggedIn = state.user !== null && tokens.hasSession();
  });

  async function saveUser(result: AuthResult): Promise<void> {
    tokens.startSession({ token: result.token, refreshToken: result.refreshToken });
    set({ user: result.user, isWaitingForOTP: false });
    const device = deviceToken?.();
    // §4: after saving, the device token goes to /account/token when one exists.
    if (device) await api.accountToken({ body: { token: device } });
  }

  async function signIn(answer: ApiResult<AuthResult>, rejectSeller: boolean): Promise<ApiResult<User>> {
    if (answer.error) return failure(answer.error);
    const result = readAuthResult(answer.data);
    if (!result) return failure(apiError('invalid_response', 502, 'Invalid response', 'invalid_response'));
    // §6: a seller cannot sign in through the customer code flow.
    if (rejectSeller && result.user.isSeller) return failure(apiError('client', 403, INVALID_USER_MESSAGE, 'invalid_user'));
    await saveUser(result);
    return success(result.user);
  }

  async function updateUser(answer: ApiResult<unknown>): Promise<ApiResult<User>> {
    if (answer.error) return failure(answer.error);
    const user = isRecord(answer.data) ? readUser(own(answer.data, 'user')) : null;
    if (!user) return failure(apiError('invalid_response', 502, 'Invalid response', 'invalid_response'));
    set({ user });
    return success(user);
  }

  return {
    state,
    async requestOtp(request) {
      const result = await api.authOtp({ body: request });
      if (!result.error) set({ isWaitingForOTP: true });
      return result;
    },
    verifyOtp: async (body) => signIn(await api.authOtpVerify({ body }), true),
    vendorLogin: async (body) => signIn(await api.entranceLogin({ body }), false),
    saveUser,
    completeInfo: async (body) => updateUser(await api.authInfo({ body })),
    reloadUser: async () => updateUser(await api.accountGetUser()),
    removeUser: () => endSession(true),
    async logout() {
      if (tokens.refreshToken() !== null) {
        const result = await client.logout();
        // §4: if the call errors, logout fails and nothing is cleared.
        if (result.error) return failure(result.error);
      }
      endSession(true);
      return success(null);
    },
    takeAfterLoginRoute() {
      const { path, consumesDestRoute } = afterLoginDestination(state.user, state.destRoute);
      if (consumesDestRoute) set({ destRoute: null });
      return path;
    },
    skipRoute: () => skipDestination(state.skipRoute),
    rememberCartAndLogin() {
      set({ destRoute: AUTH_ROUTES.cart, skipRoute: AUTH_ROUTES.cart });
      return AUTH_ROUTES.login;
    },
    setDestRoute: (route) => set({ destRoute: isInternalRoute(route) ? route : null }),
  };
}
