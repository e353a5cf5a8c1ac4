/** Small input and lookup helpers shared by the customer handlers. */
import type { Page } from '@dukkan/core';
import { BadRequest, read } from '../../http.ts';
import type { UserRecord } from '../../db/tables.customer.ts';
import { INVALID_TOKEN_MARKER, requireUser } from '../../session.ts';

export function notFound(message: string): BadRequest {
  return new BadRequest(message, 'not_found', 404);
}

export function invalid(message: string, code = 'invalid_field'): BadRequest {
  return new BadRequest(message, code, 422);
}

/** Query parameters as a record, for the `read.*` field readers. */
export function queryFields(query: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(query);
}

/**
 * The signed-in user when the request carries a bearer token, else undefined: guests may
 * price a cart. The apps start with INVALID_TOKEN_MARKER as their token (customer spec §3),
 * which counts as no token; any other token that is invalid still answers 401, so the
 * client refreshes.
 */
export function optionalUser(request: Request): UserRecord | undefined {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s*/i, '').trim();
  return token && token !== INVALID_TOKEN_MARKER ? requireUser(request) : undefined;
}

export function readId(fields: Record<string, unknown>, key = 'id'): string {
  return read.string(fields, key, { max: 100 });
}

/** `{items, page, limit, total}`; pages start at 1. */
export function paginate<T>(rows: readonly T[], fields: Record<string, unknown>, { defaultLimit = 10, maxLimit = 50 } = {}): Page<T> {
  const pageValue = read.number(fields, 'page', { required: false, min: 1, max: 100_000 });
  const limitValue = read.number(fields, 'limit', { required: false, min: 1, max: maxLimit });
  const page = Number.isNaN(pageValue) ? 1 : Math.floor(pageValue);
  const limit = Number.isNaN(limitValue) ? defaultLimit : Math.floor(limitValue);
  return { items: rows.slice((page - 1) * limit, page * limit), page, limit, total: rows.length };
}

/** Newest first by an ISO date field. */
export function newestFirst<T>(rows: readonly T[], date: (row: T) => string): T[] {
  return [...rows].sort((a, b) => date(b).localeCompare(date(a)));
}
