/** WhatsApp template bodies number their parameters `{{1}}`, `{{2}}` …: how many a body takes. */
export function placeholderCount(body: string): number {
  const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
  return numbers.length === 0 ? 0 : Math.max(...numbers);
}
