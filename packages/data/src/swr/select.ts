/**
 * Hooks unwrap the field the spec names in an answer (`-> shop`, `-> user`, `-> addresses`:
 * fields of `data`, docs/decisions/0018-answer-shapes.md), so screens get the entity and a
 * malformed answer becomes an SWR error instead of a crash in a screen.
 */
import { isRecord, own, type ApiClient } from '@dukkan/core';
import { ApiRequestError } from './fetcher.ts';
import type { ApiKey } from './keys.ts';

export function invalidAnswer(): ApiRequestError {
  return new ApiRequestError({ kind: 'invalid_response', status: 502, message: 'Invalid response', code: 'invalid_response' });
}

/** `data[field]` when it is an object (or an array with `list: true`), else an error. */
export function pick<T>(field: string, { list = false } = {}): (data: unknown) => T {
  return (data) => {
    const value = isRecord(data) ? own(data, field) : undefined;
    if (list ? Array.isArray(value) : isRecord(value)) return value as T;
    throw invalidAnswer();
  };
}

/** The whole `data` when it is an object (answers the spec does not name a field for). */
export function whole<T>(data: unknown): T {
  if (isRecord(data)) return data as T;
  throw invalidAnswer();
}

/** A per-hook fetcher: the client's call for the key, then the selector. */
export function selectFetcher<T>(client: Pick<ApiClient, 'call'>, select: (data: unknown) => T) {
  return async ([name, args]: ApiKey): Promise<T> => {
    const result = await client.call(name, args);
    if (result.error) throw new ApiRequestError(result.error);
    return select(result.data);
  };
}
