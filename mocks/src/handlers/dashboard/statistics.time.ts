/**
 * Calendar arithmetic of the statistics and the ledger in the shop's time zone: the UAE
 * is UTC+4 all year (no daylight saving), so a fixed offset is exact.
 */
const DUBAI_OFFSET_MS = 4 * 3_600_000;
export const DAY_MS = 86_400_000;

/** Epoch ms of 00:00 Dubai time on `day` (YYYY-MM-DD). */
export function dubaiDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - DUBAI_OFFSET_MS;
}

/** Epoch ms of the last millisecond of `day` in Dubai. */
export function dubaiDayEnd(day: string): number {
  return dubaiDayStart(day) + DAY_MS - 1;
}

/** The Dubai wall-clock parts of an instant. */
export function dubaiParts(ms: number): { day: string; weekday: number; hour: number; month: string } {
  const local = new Date(ms + DUBAI_OFFSET_MS);
  const day = local.toISOString().slice(0, 10);
  return { day, weekday: local.getUTCDay(), hour: local.getUTCHours(), month: day.slice(0, 7) };
}

/** YYYY-MM-DD of the Dubai day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}
