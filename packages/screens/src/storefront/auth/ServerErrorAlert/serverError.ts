/**
 * Which translated message a failed call shows. The server's own wording is not shown
 * (customer spec §8: "Server error wording: not shown"); its machine-readable `code`, the
 * status and the client's error kind pick a message id from a static table per screen.
 */

/** What a screen needs of an error: the client's ApiError, or SWR's ApiRequestError wrapping one. */
export interface ServerErrorLike {
  kind?: string;
  status?: number;
  code?: string;
  message?: string;
  /** SWR's ApiRequestError keeps the client's error here. */
  error?: unknown;
}

export interface ServerErrorTable {
  /** No answer at all: offline, DNS, aborted (`kind: 'network'`). */
  network: string;
  /** Anything the table does not name. */
  fallback: string;
  /** By the error's `code`, e.g. `invalid_code`. */
  codes?: Readonly<Record<string, string>>;
  /** By HTTP status, when no code matched, e.g. 429. */
  statuses?: Readonly<Record<number, string>>;
  /** By the server's exact text, for spec texts such as 'Invalid user' (customer §6, §8). */
  messages?: Readonly<Record<string, string>>;
}

function unwrap(error: ServerErrorLike): ServerErrorLike {
  const inner = error.error;
  return typeof inner === 'object' && inner !== null ? { ...error, ...(inner as ServerErrorLike) } : error;
}

function own<T>(table: Readonly<Record<string | number, T>> | undefined, key: string | number | undefined): T | undefined {
  return table && key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The message id for an error, from the most specific match to the fallback. */
export function serverErrorId(error: ServerErrorLike, table: ServerErrorTable): string {
  const e = unwrap(error);
  if (e.kind === 'network') return table.network;
  return own(table.codes, e.code) ?? own(table.messages, e.message) ?? own(table.statuses, e.status) ?? table.fallback;
}
