/**
 * Turning a rule failure into text. `{Name}` is the label with a capital first letter and
 * `{name}` the label in lower case ("Please accept the terms of service."); Arabic has no
 * letter case, so the label is used as it is. Numbers use Latin digits in both languages
 * (docs/decisions/0010) and, when rendered, sit in a left-to-right isolate.
 */
import type { IntlShape } from 'react-intl';
import { formatNumber, NUMBER_LOCALES } from '@dukkan/core';
import type { MessageValue, RuleFailure, RuleMessage } from './types.ts';

export type IsolateKind = 'number' | 'date' | 'text';

export interface MessageFormatOptions<Node = string> {
  /** The field's label, translated (what the user reads next to the input). */
  label: string;
  /** Labels of other fields, for require_one; defaults to the field names. */
  labelOf?: (name: string) => string;
  /** Wraps a number, date or quoted text for rendering (e.g. in `<bdi>`); plain text without. */
  isolate?: (text: string, kind: IsolateKind) => Node;
}

type Locale = 'en' | 'ar';

function localeOf(intl: Pick<IntlShape, 'locale'>): Locale {
  return intl.locale.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function labelForms(label: string, locale: Locale): { Name: string; name: string } {
  if (locale === 'ar') return { Name: label, name: label };
  const trimmed = label.trim();
  return {
    Name: trimmed.charAt(0).toLocaleUpperCase('en') + trimmed.slice(1),
    name: trimmed.toLocaleLowerCase('en'),
  };
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
function formatDay(value: Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(NUMBER_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric' });
    dateFormats.set(locale, format);
  }
  return format.format(value);
}

export function ruleMessageValues<Node = string>(
  intl: Pick<IntlShape, 'locale' | 'formatList'>,
  message: RuleMessage,
  options: MessageFormatOptions<Node>,
): Record<string, string | number | Node> {
  const locale = localeOf(intl);
  const wrap = (content: string, kind: IsolateKind): string | Node => (options.isolate ? options.isolate(content, kind) : content);
  const values: Record<string, string | number | Node> = { ...labelForms(options.label, locale) };
  const convert = (value: MessageValue): string | number | Node => {
    switch (value.kind) {
      case 'count':
        return value.value;
      case 'number':
        return wrap(formatNumber(value.value, locale), 'number');
      case 'date':
        return wrap(formatDay(value.value, locale), 'date');
      case 'text':
        return wrap(value.value, 'text');
      case 'list':
        return joined(value.value.map((item) => wrap(item, 'text')));
      case 'fields':
        return joined(value.value.map((name) => (options.labelOf ? options.labelOf(name) : name)));
    }
  };
  const joined = (items: (string | Node)[]): string | Node => {
    if (!options.isolate) return intl.formatList(items as string[], { type: 'disjunction' });
    return intl.formatList(items as never[], { type: 'disjunction' }) as unknown as Node;
  };
  for (const [key, value] of Object.entries(message.values ?? {})) values[key] = convert(value);
  return values;
}

/** The failure's message as plain text (tests, the summary's fallback, logs). */
export function formatRuleFailure(intl: IntlShape, failure: RuleFailure, options: MessageFormatOptions): string {
  return intl.formatMessage(
    { id: failure.message.id },
    ruleMessageValues(intl, failure.message, options) as Record<string, string | number>,
  );
}
