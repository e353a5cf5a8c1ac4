/**
 * Date rules. Values and arguments are Dates, timestamps, ISO strings or ISO-printing date
 * objects (react-aria's CalendarDate). Without an argument, date_after / date_before compare
 * with "now" from the context, which forms take from an injected clock.
 */
import { RULE_MESSAGE_IDS as ids } from './messageIds.ts';
import { date, text, type RuleArg, type RuleDefinition } from './types.ts';
import { toDate, toText } from './values.ts';

const TOKENS: Record<string, string> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})',
  MM: '(\\d{2})',
  M: '(\\d{1,2})',
  DD: '(\\d{2})',
  D: '(\\d{1,2})',
};
const TOKEN = /YYYY|YY|MM|M|DD|D/g;

/** Whether `value` is a real calendar day written in `format` (tokens YYYY YY MM M DD D). */
export function matchesDateFormat(value: string, format: string): boolean {
  const order: string[] = [];
  const source = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(TOKEN, (token) => {
    order.push(token);
    return TOKENS[token] as string;
  });
  const match = new RegExp(`^${source}$`).exec(value.trim());
  if (!match || !order.some((t) => t.startsWith('Y')) || !order.some((t) => t.startsWith('M')) || !order.some((t) => t.startsWith('D'))) {
    return false;
  }
  const parts: Record<string, number> = {};
  order.forEach((token, index) => {
    parts[token[0] as string] = Number(match[index + 1]);
    if (token === 'YY') parts.Y = 2000 + Number(match[index + 1]);
  });
  const { Y: year = 0, M: month = 0, D: day = 0 } = parts;
  const built = new Date(year, month - 1, day);
  return built.getFullYear() === year && built.getMonth() === month - 1 && built.getDate() === day;
}

function argDate(arg: RuleArg, fallback: () => Date): Date {
  return (arg === undefined || arg === null || arg === '' ? null : toDate(arg)) ?? fallback();
}

const epoch = () => new Date(0);

function hasArg(arg: RuleArg): boolean {
  return arg !== undefined && arg !== null && arg !== '';
}

export const dateRules: Record<string, RuleDefinition> = {
  date_after: {
    validate: ({ value, now }, after) => {
      const day = toDate(value);
      return day !== null && day.getTime() > argDate(after, now).getTime();
    },
    message: (args) =>
      hasArg(args[0]) && toDate(args[0])
        ? { id: ids.dateAfter, values: { date: date(toDate(args[0]) as Date) } }
        : { id: ids.dateAfterNow },
  },
  date_before: {
    validate: ({ value, now }, before) => {
      const day = toDate(value);
      return day !== null && day.getTime() < argDate(before, now).getTime();
    },
    message: (args) =>
      hasArg(args[0]) && toDate(args[0])
        ? { id: ids.dateBefore, values: { date: date(toDate(args[0]) as Date) } }
        : { id: ids.dateBeforeNow },
  },
  /** Inclusive on both ends. */
  date_between: {
    validate: ({ value, now }, start, end) => {
      const day = toDate(value);
      if (!day) return false;
      const from = argDate(start, now).getTime();
      const to = argDate(end, now).getTime();
      return day.getTime() >= Math.min(from, to) && day.getTime() <= Math.max(from, to);
    },
    // Both ends are required arguments; a missing one reads as the Unix epoch in the message.
    message: (args) => ({ id: ids.dateBetween, values: { start: date(argDate(args[0], epoch)), end: date(argDate(args[1], epoch)) } }),
  },
  /** `date_format:YYYY-MM-DD`; without a format, any readable date. */
  date_format: {
    validate: ({ value }, format) => {
      if (typeof format === 'string' && format !== '') return matchesDateFormat(toText(value), format);
      return toDate(value) !== null;
    },
    message: (args) =>
      typeof args[0] === 'string' && args[0] !== '' ? { id: ids.dateFormat, values: { format: text(args[0]) } } : { id: ids.dateValid },
  },
};
