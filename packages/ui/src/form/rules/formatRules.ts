/** Rules about the shape of text: e-mail, URL, patterns, prefixes and suffixes. */
import { RULE_MESSAGE_IDS as ids } from './messageIds.ts';
import { list, type RuleArg, type RuleDefinition } from './types.ts';
import { toText } from './values.ts';

/**
 * A practical address check: a local part without spaces or brackets, an @, and a domain of
 * dot-separated labels ending in a top-level domain of two or more letters.
 */
const EMAIL =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|".+")@(?:\[\d{1,3}(?:\.\d{1,3}){3}\]|(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,})$/;

/** Default URL protocols (vendor spec §9). */
export const DEFAULT_URL_PROTOCOLS = ['http', 'https'] as const;

/** `'/^\d+$/i'` in a declaration is a regular expression; any other string matches literally. */
export function toPattern(arg: RuleArg): RegExp | string | null {
  if (arg instanceof RegExp) return arg;
  if (typeof arg !== 'string' && typeof arg !== 'number') return null;
  const source = String(arg);
  const literal = /^\/(.+)\/([dgimsuvy]*)$/.exec(source);
  if (literal) {
    try {
      return new RegExp(literal[1] as string, literal[2]);
    } catch {
      return source;
    }
  }
  return source;
}

function strings(args: readonly RuleArg[]): string[] {
  return args.filter((arg) => arg !== undefined && arg !== null && arg !== '').map(String);
}

export const formatRules: Record<string, RuleDefinition> = {
  email: {
    validate: ({ value }) => EMAIL.test(toText(value).trim()),
    message: () => ({ id: ids.email }),
  },
  /** `url` accepts http and https; `url:ftp,sftp` (or `['url', 'https']`) sets the protocols. */
  url: {
    validate: ({ value }, ...protocols) => {
      const content = toText(value).trim();
      if (content === '' || /\s/.test(content)) return false;
      const allowed = strings(protocols).map((p) => p.replace(/:$/, '').toLowerCase());
      try {
        const url = new URL(content);
        const protocol = url.protocol.replace(/:$/, '');
        return (allowed.length ? allowed : [...DEFAULT_URL_PROTOCOLS]).includes(protocol) && url.hostname !== '';
      } catch {
        return false;
      }
    },
    message: () => ({ id: ids.url }),
  },
  /** Any of the patterns: `matches:/^AE\d+$/` or `['matches', /^AE\d+$/, 'N/A']`. */
  matches: {
    validate: ({ value }, ...patterns) => {
      const content = toText(value);
      return patterns
        .map(toPattern)
        .some((p) => (p instanceof RegExp ? new RegExp(p.source, p.flags.replace('g', '')).test(content) : p === content));
    },
    message: () => ({ id: ids.matches }),
  },
  starts_with: {
    validate: ({ value }, ...prefixes) => strings(prefixes).some((prefix) => toText(value).startsWith(prefix)),
    message: (args) => ({ id: ids.startsWith, values: { list: list(strings(args)) } }),
  },
  ends_with: {
    validate: ({ value }, ...suffixes) => strings(suffixes).some((suffix) => toText(value).endsWith(suffix)),
    message: (args) => ({ id: ids.endsWith, values: { list: list(strings(args)) } }),
  },
};
