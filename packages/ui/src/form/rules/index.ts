export { confirmTarget } from './presenceRules.ts';
export { DEFAULT_URL_PROTOCOLS } from './formatRules.ts';
export { formatRuleFailure, labelForms, ruleMessageValues, type IsolateKind, type MessageFormatOptions } from './formatMessage.ts';
export { RULE_MESSAGE_IDS } from './messageIds.ts';
export {
  isRequiredBy,
  parseRules,
  RULE_NAMES,
  RULES,
  type CustomRule,
  type RuleCall,
  type RuleDeclaration,
  type RuleEntry,
} from './parseRules.ts';
export { resolveReference } from './references.ts';
export { runRules, runRulesSettled, type AsyncAnswer, type AsyncCache, type RunOptions } from './runRules.ts';
export {
  isFailure,
  isPending,
  type FieldError,
  type MessageValue,
  type RuleArg,
  type RuleContext,
  type RuleDefinition,
  type RuleFailure,
  type RuleFunction,
  type RuleMessage,
  type RulePending,
} from './types.ts';
export { isEmpty, latinDigits, toDate, toNumber } from './values.ts';
