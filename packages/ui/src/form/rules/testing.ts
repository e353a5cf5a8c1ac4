/**
 * Helpers for unit tests of the rules (Node): a rule context over a plain values object,
 * and react-intl formatters over the real catalogues read from disk (the i18n package's
 * `catalogues` uses import.meta.glob, which only Vite understands).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createIntl, type IntlShape } from 'react-intl';
import { getIn } from 'final-form';
import { resolveReference } from './references.ts';
import { parseRules, type RuleDeclaration } from './parseRules.ts';
import { runRules, runRulesSettled } from './runRules.ts';
import type { FieldError, RuleContext, RuleFailure } from './types.ts';

export const FIXED_NOW = new Date(2025, 2, 15, 12, 0, 0);

export function contextFor(value: unknown, values: Record<string, unknown> = {}, name = 'field'): RuleContext {
  return {
    value,
    name,
    getValue: (reference) => getIn(values, resolveReference(name, reference)),
    now: () => FIXED_NOW,
  };
}

export function check(
  declaration: RuleDeclaration,
  value: unknown,
  values: Record<string, unknown> = {},
  name = 'field',
): FieldError | undefined {
  return runRules(parseRules(declaration), contextFor(value, values, name));
}

export function checkSettled(
  declaration: RuleDeclaration,
  value: unknown,
  values: Record<string, unknown> = {},
): Promise<RuleFailure | undefined> {
  return runRulesSettled(parseRules(declaration), contextFor(value, values));
}

const messagesDir = path.resolve(import.meta.dirname, '../../../../i18n/src/messages');

export function catalogue(locale: 'en' | 'ar'): Record<string, string> {
  const dir = path.join(messagesDir, locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))),
  );
}

export function intlFor(locale: 'en' | 'ar'): IntlShape {
  return createIntl({
    locale,
    messages: catalogue(locale),
    onError: (error) => {
      throw error;
    },
  });
}
