/**
 * Test kit of the customer handlers: `call(name, …)` sends a request to a registry endpoint
 * by name (as the API client does) through whatever answers fetch, msw/node or a real
 * server, and `signIn()` runs the OTP flow for a phone.
 */
import { endpoint, type ApiEnvelope, type EndpointName } from '@dukkan/core';
import { demoAccounts } from '../../config.ts';

export const TEST_BASE = 'http://api.test';

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  base?: string;
}

export interface CallResult<T> {
  status: number;
  headers: Headers;
  data: T;
  error?: ApiEnvelope<T>['error'];
}

export async function call<T = Record<string, unknown>>(name: EndpointName, options: CallOptions = {}): Promise<CallResult<T>> {
  const def = endpoint(name);
  const path = def.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(options.params?.[key] ?? ''));
  const url = new URL(path, options.base ?? TEST_BASE);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: def.method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  return {
    status: response.status,
    headers: response.headers,
    data: envelope.data as T,
    ...(envelope.error ? { error: envelope.error } : {}),
  };
}

export interface Session {
  token: string;
  refreshToken: string;
  user: { id: string; fullName?: string };
}

/** OTP request + verify with the demo code; the demo customer by default. */
export async function signIn(phone: string = demoAccounts.customer.phone, base?: string): Promise<Session> {
  const where = base ? { base } : {};
  await call('authOtp', { body: { phone, countryCode: '971', sendSMS: true }, ...where });
  const verified = await call<Session>('authOtpVerify', {
    body: { phone, countryCode: '971', token: demoAccounts.customer.otpCode },
    ...where,
  });
  if (verified.status !== 200) throw new Error(`sign-in failed: ${verified.status} ${verified.error?.message ?? ''}`);
  return verified.data;
}
