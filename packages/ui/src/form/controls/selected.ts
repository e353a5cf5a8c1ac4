/** A choice control's value: null when nothing is chosen. */
export function selected(value: unknown): string | null {
  return value === undefined || value === null || value === '' ? null : String(value);
}
