/**
 * Typed calls generated from the endpoint registry: `api.<registryName>(args)` exists for
 * every one of the 260 rows (made on first use), so a path never appears outside
 * `endpoints.ts`. Request and response types are written for the calls the specs describe;
 * where a spec says "not shown" the response is `unknown` and the caller narrows it
 * (customer §7, vendor §7).
 *
 * Answer shapes: the spec's "-> user", "-> addresses", "-> shop" name fields of `data`
 * (`{ data: { user } }`), like "-> user, token, refreshToken" does (docs/decisions/0018-answer-shapes.md).
 */
import type {
  AuthResult,
  AuthTokens,
  Address,
  CategoryListing,
  CheckoutResult,
  PaymentType,
  PromoResponse,
  Shop,
  User,
} from '../model/customer.ts';
import type { Id } from '../model/common.ts';
import type { Endpoint, EndpointName } from './endpoints.ts';
import type { ApiResult } from './result.ts';

export type QueryScalar = string | number | boolean | null | undefined;
/** Arrays and objects in a query are sent as one JSON string (the checkout `products`, §7). */
export type QueryValue = QueryScalar | readonly unknown[] | { readonly [key: string]: unknown };
export type QueryInput = { readonly [key: string]: QueryValue };

export interface OtpRequest {
  phone: string;
  countryCode: string;
  sendSMS?: boolean;
  sendWhatsapp?: boolean;
}

export interface VendorLoginRequest {
  method: 'phone' | 'userName';
  rememberMe: boolean;
  phone?: string;
  /** With `method: 'phone'`; the spec's payload omits it, the UAE default 971 applies. */
  countryCode?: string;
  userName?: string;
  password: string;
}

/** Customer §7 checkout params; `products` is a JSON string of `CheckoutProduct[]`. */
export interface CheckoutQuery {
  shop: Id;
  pickup: boolean;
  address?: Id;
  payment_type?: PaymentType;
  promotion?: Id;
  useWallet: boolean;
  products: string;
  estiamtePromotion?: boolean;
  dineIn?: boolean;
}

export interface PlaceOrderBody {
  shop: Id;
  products: { id: Id; count: number; addons: { id: Id; options: Id[] }[] }[];
  cart_notes?: string;
  scheduleDay?: string;
  scheduleDate?: string;
  payment_type?: PaymentType;
  promotion?: Id;
  useWallet: boolean;
  address?: Id;
  pickup: boolean;
  dineIn?: boolean;
  source: 'website';
}

export interface PromoCodeBody {
  shop: Id;
  code: string;
  products: { id: Id; count: number; addons: { id: Id; options: Id[] }[] }[];
  /** The bill total in AED (wire money) the code is checked against. */
  invoice: number;
}

/** The 11 positional fields of customer §3; order in `ADDRESS_FIELD_ORDER` (0011). */
export interface AddressCreationBody {
  fields: readonly (string | number)[];
}

export interface PayBody {
  orderId: Id;
  paymentType: PaymentType;
  paymentPattern: string;
  paymentMethod: string;
  useWallet: boolean;
  token?: string;
  saveSource?: boolean;
  currency: 'AED';
  cvv?: string;
  /** AED as the wire carries it. */
  amount: number;
}

export interface KnownCalls {
  authOtp: { body: OtpRequest; response: unknown };
  authOtpVerify: { body: { phone: string; countryCode: string; token: string }; response: AuthResult };
  authRefresh: { body: { refreshToken: string }; response: AuthTokens };
  authInfo: { body: { name: string; email?: string }; response: unknown };
  accountGetUser: { response: { user: User } };
  accountLogout: { body: { refreshToken: string }; response: unknown };
  entranceLogin: { body: VendorLoginRequest; response: AuthResult };
  accountToken: { body: { token: string }; response: unknown };
  accountDelete: { response: unknown };
  accountAddressList: { response: { addresses: Address[] } };
  accountAddressPrimary: { body: { id: Id }; response: unknown };
  accountAddressDestroy: { body: { id: Id }; response: unknown };
  accountAddressStore: { body: AddressCreationBody; response: { address: Address } };
  areaFind: { query: { lat: number; lng: number; populated?: boolean; levelsNeeded?: number }; response: unknown };
  shopLight: { query?: { lat?: number; lng?: number }; response: { shop: Shop } };
  shopProducts: { query?: { category?: Id; subCategory?: Id }; response: { categories: CategoryListing[] } };
  groceryCartCheckout: { query: CheckoutQuery; response: CheckoutResult };
  groceryCartStore: { body: PlaceOrderBody; response: unknown };
  groceryCartGet: { query: { id: Id }; response: unknown };
  groceryCartList: { query?: { page?: number; limit?: number }; response: unknown };
  promotionPromoCode: { body: PromoCodeBody; response: PromoResponse };
  paymentVerifyCard: { body: { token: string; appSuccessRedirect: string; appFailureRedirect: string }; response: unknown };
  paymentPay: { body: PayBody; response: unknown };
  paymentDeleteCard: { body: { source: Id }; response: unknown };
  paymentSources: { query?: { light?: boolean }; response: unknown };
}

interface DefaultShape {
  body?: Record<string, unknown>;
  query?: QueryInput;
  response: unknown;
}

export type CallShape<N extends EndpointName> = N extends keyof KnownCalls ? KnownCalls[N] : DefaultShape;
export type ResponseOf<N extends EndpointName> = CallShape<N>['response'];

type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;
export type PathParamsOf<N extends EndpointName> = { [K in ParamNames<Endpoint<N>['path']>]: string | number };

type ParamsPart<N extends EndpointName> = [ParamNames<Endpoint<N>['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParamsOf<N> };
type BodyPart<S> = S extends { body: infer B } ? { body: B } : S extends { body?: infer B } ? { body?: B } : { body?: undefined };
type QueryPart<S> = S extends { query: infer Q } ? { query: Q } : S extends { query?: infer Q } ? { query?: Q } : { query?: undefined };

export interface RequestExtras {
  /** Extra headers, e.g. `Idempotency-Key` for placing an order. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** This call's time limit in ms, over the client's default (docs/decisions/0082). */
  timeoutMs?: number;
}

export type CallArgs<N extends EndpointName> = ParamsPart<N> & BodyPart<CallShape<N>> & QueryPart<CallShape<N>> & RequestExtras;

/** Loose form used inside the client, where the name is only known at run time. */
export interface AnyCallArgs extends RequestExtras {
  params?: Record<string, string | number> | undefined;
  query?: QueryInput | undefined;
  body?: unknown;
}

type ArgList<N extends EndpointName> = object extends CallArgs<N> ? [args?: CallArgs<N>] : [args: CallArgs<N>];

export type Api = { readonly [N in EndpointName]: (...args: ArgList<N>) => Promise<ApiResult<ResponseOf<N>>> };

/** What `createApi` needs from the client: the untyped call by registry name. */
export interface CallByName {
  call(name: EndpointName, args?: AnyCallArgs): Promise<ApiResult<unknown>>;
}

/**
 * One typed function per registry row, all going through `client.call`. The functions are made
 * on first use, so the registry's 260 names are not needed up front (it loads apart from the
 * first page: docs/decisions/0097); the types say which names exist. The object answers no
 * `then` (awaiting it gives the object itself, not a call), nor `toJSON`, symbols or what every
 * object has (`toString`, `constructor` ...), and it cannot be written to.
 */
export function createApi(client: CallByName): Api {
  const calls = new Map<string, (args?: AnyCallArgs) => Promise<ApiResult<unknown>>>();
  const target = Object.freeze({});
  return new Proxy(target, {
    get(object, key) {
      if (typeof key !== 'string' || key === 'then' || key === 'toJSON' || key in object) return Reflect.get(object, key);
      let call = calls.get(key);
      if (!call) {
        const name = key as EndpointName;
        call = (args?: AnyCallArgs) => client.call(name, args);
        calls.set(key, call);
      }
      return call;
    },
  }) as Api;
}
