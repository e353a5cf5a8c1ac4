/** The UAE is UTC+4 all year: today's calendar day in the shop's time zone. */
const DUBAI_OFFSET_MS = 4 * 3_600_000;

export function dubaiToday(): string {
  return new Date(Date.now() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}
