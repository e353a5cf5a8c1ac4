import { MB, NUMBER_LOCALES } from '@dukkan/core';

export { MB };

/** What a picked or dropped file is checked on; `File` satisfies it. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export type FileProblem = 'type' | 'size';

/**
 * Whether a file matches an accept list (MIME types like `image/png`, wildcards like
 * `image/*`, or extensions like `.heic`). The browser's `accept` is only a hint to the file
 * dialog (and drag-and-drop ignores it), so the component checks again.
 */
export function matchesAccept(file: FileFacts, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    // An extension stands for a file the browser sent untyped; a typed file is judged by its
    // type, so a script named `x.jpg` is not an image (decision 0083).
    if (rule.startsWith('.')) return (type === '' || type === 'application/octet-stream') && name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The first problem with a file, type before size; null when it can be uploaded. */
export function checkFile(file: FileFacts, rules: { accept: readonly string[]; maxBytes: number }): FileProblem | null {
  if (!matchesAccept(file, rules.accept)) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  return null;
}

/** "5 MB", "820 kB", "1.5 GB" in the locale's words, Latin digits (0010). Units of 1024. */
export function formatBytes(bytes: number, locale: 'en' | 'ar'): string {
  const units = [
    ['byte', 1],
    ['kilobyte', 1024],
    ['megabyte', MB],
    ['gigabyte', 1024 * MB],
  ] as const;
  let chosen: (typeof units)[number] = units[0];
  for (const unit of units) if (bytes >= unit[1]) chosen = unit;
  const value = bytes / chosen[1];
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], {
    style: 'unit',
    unit: chosen[0],
    unitDisplay: 'short',
    maximumFractionDigits: value >= 10 || chosen[0] === 'byte' ? 0 : 1,
  }).format(value);
}
