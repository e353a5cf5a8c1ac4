/**
 * Rules about which characters a value holds. "Letters" are Unicode letters with their
 * combining marks, so an Arabic name (with or without harakat) is alphabetic; the `latin`
 * argument (`alpha:latin`) narrows them to a–z. Digits are any decimal digits (Arabic-Indic too).
 */
import { RULE_MESSAGE_IDS as ids } from './messageIds.ts';
import type { RuleArg, RuleDefinition } from './types.ts';
import { toText } from './values.ts';

const LETTERS = { default: '\\p{L}\\p{M}', latin: 'a-zA-Z' } as const;
const DIGITS = { default: '\\p{Nd}', latin: '0-9' } as const;

function set(arg: RuleArg): 'default' | 'latin' {
  return arg === 'latin' ? 'latin' : 'default';
}

function only(chars: (charset: 'default' | 'latin') => string, id: string): RuleDefinition {
  const patterns = {
    default: new RegExp(`^[${chars('default')}]+$`, 'u'),
    latin: new RegExp(`^[${chars('latin')}]+$`, 'u'),
  };
  return {
    validate: ({ value }, charset) => patterns[set(charset)].test(toText(value)),
    message: () => ({ id }),
  };
}

function contains(pattern: RegExp, id: string, latinPattern = pattern): RuleDefinition {
  return {
    validate: ({ value }, charset) => (set(charset) === 'latin' ? latinPattern : pattern).test(toText(value)),
    message: () => ({ id }),
  };
}

/**
 * `lowercase` / `uppercase`: only letters of that case. Letters without case (Arabic) have
 * no capitals to forbid, so they pass. `allow_non_alpha` permits any other character
 * (digits, spaces, symbols) as long as no letter has the wrong case.
 */
function caseRule(wrongCase: RegExp, rightLetters: RegExp, id: string): RuleDefinition {
  return {
    validate: ({ value }, option) => {
      const content = toText(value);
      if (wrongCase.test(content)) return false;
      return option === 'allow_non_alpha' || rightLetters.test(content);
    },
    message: () => ({ id }),
  };
}

export const characterRules: Record<string, RuleDefinition> = {
  alpha: only((c) => LETTERS[c], ids.alpha),
  alpha_spaces: only((c) => `${LETTERS[c]}\\s`, ids.alphaSpaces),
  alphanumeric: only((c) => `${LETTERS[c]}${DIGITS[c]}`, ids.alphanumeric),
  contains_alpha: contains(/\p{L}/u, ids.containsAlpha, /[a-zA-Z]/),
  contains_alpha_spaces: contains(/[\p{L}\s]/u, ids.containsAlphaSpaces, /[a-zA-Z\s]/),
  contains_alphanumeric: contains(/[\p{L}\p{Nd}]/u, ids.containsAlphanumeric, /[a-zA-Z0-9]/),
  contains_lowercase: contains(/\p{Ll}/u, ids.containsLowercase, /[a-z]/),
  contains_uppercase: contains(/\p{Lu}/u, ids.containsUppercase, /[A-Z]/),
  contains_numeric: contains(/\p{Nd}/u, ids.containsNumeric, /[0-9]/),
  contains_symbol: contains(/[\p{P}\p{S}]/u, ids.containsSymbol),
  symbol: only(() => '\\p{P}\\p{S}', ids.symbol),
  lowercase: caseRule(/[\p{Lu}\p{Lt}]/u, /^[\p{L}\p{M}]+$/u, ids.lowercase),
  uppercase: caseRule(/\p{Ll}/u, /^[\p{L}\p{M}]+$/u, ids.uppercase),
};
