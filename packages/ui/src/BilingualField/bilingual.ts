/**
 * Localised field pairs (vendor spec §3): `name` / `name_ar`, `title` / `title_ar`,
 * `headline`, `info`, `description`, `notes` … The Arabic value lives under `<field>_ar`.
 */
export function arabicFieldName(name: string): string {
  return `${name}_ar`;
}

/**
 * The "missing Arabic" hint: English is filled in and Arabic is not, so Arabic-speaking
 * customers would read the English text (`localised()` falls back to it). A warning, not an
 * error: the form still submits.
 */
export function isArabicMissing(english: unknown, arabic: unknown): boolean {
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return filled(english) && !filled(arabic);
}
