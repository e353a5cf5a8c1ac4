/**
 * JSON parsing that never throws and never carries prototype-polluting keys. Used for API
 * answers (which may be an HTML error page from a proxy) and for stored state (which may be
 * corrupt, hostile or from an old version: issue #3 item 4).
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type JsonParseResult = { ok: true; value: unknown } | { ok: false };

export function safeJsonParse(text: string | null | undefined): JsonParseResult {
  if (typeof text !== 'string' || text.length === 0) return { ok: false };
  try {
    const value: unknown = JSON.parse(text, (key, v: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : v));
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/** A plain object (not an array, not null) whose own keys can be read safely. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own property read that ignores anything inherited (`toString`, a polluted prototype ...). */
export function own(record: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
