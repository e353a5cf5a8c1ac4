import { contentProblem, HEAD_BYTES, MB, NUMBER_LOCALES, unsafeFileName } from '@dukkan/core';

export { MB };

/** What a picked or dropped file is checked on; `File` satisfies it. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/**
 * Why a file is refused before it is sent (decisions 0083, 0085): a name with hidden direction
 * or control characters, a type outside the list, no bytes at all, too many bytes, bytes of
 * another format than the type claims, markup (an SVG can carry script), or a picture whose
 * header declares more pixels than UPLOAD_LIMITS allows.
 */
export type FileProblem = 'name' | 'type' | 'empty' | 'size' | 'content' | 'markup' | 'dimensions';

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

/** The first problem the file's facts show (name, type, empty, size); null when they are fine. */
export function checkFile(file: FileFacts, rules: { accept: readonly string[]; maxBytes: number }): FileProblem | null {
  if (unsafeFileName(file.name)) return 'name';
  if (!matchesAccept(file, rules.accept)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rules.maxBytes) return 'size';
  return null;
}

/**
 * Every check before sending: the facts (`checkFile`), then the file's first bytes against its
 * claimed type and, for a picture, the dimensions its header declares (never decoded).
 */
export async function inspectFile(
  file: Pick<File, 'name' | 'type' | 'size' | 'slice'>,
  rules: { accept: readonly string[]; maxBytes: number },
): Promise<FileProblem | null> {
  const problem = checkFile(file, rules);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return contentProblem(file, head, { unknown: 'refuse' });
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
