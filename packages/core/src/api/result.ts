/**
 * The answer of every call (customer spec §7, §8; vendor §7 "Every call returns data or an
 * error"): `{ data, error }`, where a failure gives an error object and empty (`null`) data.
 * The client never throws; callers branch on `error`.
 */
import type { ApiErrorBody } from '../model/common.ts';

export type ApiErrorKind =
  /** The server answered with a 4xx/5xx status. */
  | 'http'
  /** No answer at all: offline, DNS, CORS, aborted. */
  | 'network'
  /** An answer that is not the JSON envelope (an HTML error page, a truncated body). */
  | 'invalid_response'
  /** Refused before sending (missing path parameter, upload without file or options). */
  | 'client';

export interface ApiError extends ApiErrorBody {
  kind: ApiErrorKind;
}

export type ApiResult<T> = { data: T; error: null } | { data: null; error: ApiError };

export function success<T>(data: T): ApiResult<T> {
  return { data, error: null };
}

export function failure<T = never>(error: ApiError): ApiResult<T> {
  return { data: null, error };
}

export function apiError(kind: ApiErrorKind, status: number, message: string, code?: string): ApiError {
  return code === undefined ? { kind, status, message } : { kind, status, message, code };
}

/** Text of §5/§8 "Upload Request Invalid Data" (vendor spec), returned without a network call. */
export const UPLOAD_INVALID_MESSAGE = 'Upload Request Invalid Data';

/** Text of customer §6/§8: a seller using the customer code flow. */
export const INVALID_USER_MESSAGE = 'Invalid user';

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ApiError>;
  return typeof v.status === 'number' && typeof v.message === 'string' && typeof v.kind === 'string';
}
