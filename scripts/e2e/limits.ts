/**
 * Field-limit journeys (issue #18 item 3, the field-limits.spec.ts of both apps): text of an exact
 * length in characters as the limits table counts them (code points), and the form layer's
 * messages as patterns that accept either digit system.
 */
import { formatNumber } from '../../packages/core/src/index.ts';
import { msg } from './fixtures.ts';
import { escape } from './keyboard.ts';

type Locale = 'en' | 'ar';

/** Characters as the limits table counts them (code points). */
export const length = (text: string) => [...text].length;

/** `n` characters of `unit` repeated, cut at a character (never inside a surrogate pair). */
export function chars(unit: string, n: number): string {
  return [...unit.repeat(Math.ceil(n / length(unit)))].slice(0, n).join('');
}

/** A number as a message may show it: the app's Latin digits, or Arabic-Indic ones where ICU formats for `ar`. */
export function numberPattern(n: number, locale: Locale): string {
  const forms = new Set([formatNumber(n, locale), String(n), n.toLocaleString('ar')]);
  return `(?:${[...forms].map(escape).join('|')})`;
}

/**
 * The form layer's "at most n characters" message (`ui.form.rule.lengthMax`) for a field, as the
 * app words it in `locale`: the plural branch of `n`, the field's label as `{Name}`.
 */
export function lengthMax(locale: Locale, fieldLabel: string, n: number): RegExp {
  const source = msg(locale, 'ui.form.rule.lengthMax');
  const category = new Intl.PluralRules(locale).select(n);
  const start = source.indexOf(`${category} {`) >= 0 ? source.indexOf(`${category} {`) : source.indexOf('other {');
  const open = source.indexOf('{', start);
  let depth = 0;
  let end = open;
  for (; end < source.length; end += 1) {
    if (source[end] === '{') depth += 1;
    if (source[end] === '}') depth -= 1;
    if (depth === 0) break;
  }
  const branch = source.slice(open + 1, end);
  const Name = locale === 'en' ? fieldLabel.charAt(0).toUpperCase() + fieldLabel.slice(1) : fieldLabel;
  return new RegExp(escape(branch.replace('{Name}', Name)).replace('\\{n\\}', numberPattern(n, locale)));
}
