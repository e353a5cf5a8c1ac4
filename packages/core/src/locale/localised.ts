/**
 * Localised field pairs (customer spec §3): `name`/`name_ar`, `title`/`title_ar`,
 * `headline`/`headline_ar` ... The Arabic value is used when the locale is Arabic and the
 * value is present (non-blank); otherwise the base field. One reader for the whole app.
 */
type WithPair<K extends string> = { [P in K]?: string | null } & { [P in `${K}_ar`]?: string | null };

export function localised<K extends string>(entity: WithPair<K>, field: K, locale: string): string {
  const base = entity[field];
  if (locale.toLowerCase().includes('ar')) {
    const arabic = (entity as Record<string, unknown>)[`${field}_ar`];
    if (typeof arabic === 'string' && arabic.trim() !== '') return arabic;
  }
  return typeof base === 'string' ? base : '';
}
