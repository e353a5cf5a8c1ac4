// The form group of the design system (issue #4 items 3 and 4): the named validation rules,
// the form layer on react-final-form, schema forms and the bilingual field pair.
export { Form, type FormProps, type FormValues } from './form/Form.tsx';
export { FormErrorSummary, type FormErrorSummaryProps, type SummaryKind } from './form/FormErrorSummary.tsx';
export { FormField, type FormFieldProps } from './form/FormField.tsx';
export { FormSubmit, type FormSubmitProps } from './form/FormSubmit.tsx';
export { type FormController, type SubmitResult } from './form/FormRuntime.ts';
export { useFormField, type FieldValueType, type FormFieldBinding, type FormFieldOptions } from './form/useFormField.ts';
export {
  getInputType,
  hasInputType,
  inputTypes,
  registerInputType,
  type FormControlProps,
  type FormFieldComponentProps,
  type FormOption,
  type InputDefinition,
} from './form/inputTypes.ts';
export { DEFAULT_INPUT_TYPES } from './form/defaultInputTypes.ts';
export { type MessageLike } from './form/messageLike.ts';
export { type MessageOverrides } from './form/useErrorText.tsx';
export { DEFAULT_DEBOUNCE_MS, DEFAULT_VISIBILITY, isMessageVisible, type ValidationVisibility } from './form/visibility.ts';
export {
  DEFAULT_URL_PROTOCOLS,
  formatRuleFailure,
  isFailure as isRuleFailure,
  isPending as isRulePending,
  parseRules,
  RULE_MESSAGE_IDS,
  RULE_NAMES,
  RULES,
  runRules,
  runRulesSettled,
  type CustomRule,
  type RuleArg,
  type RuleContext,
  type RuleDeclaration,
  type RuleDefinition,
  type RuleEntry,
  type RuleFailure,
  type RuleFunction,
  type RuleMessage,
} from './form/rules/index.ts';
export { FORM_DEVELOPER_ERRORS, FormDeveloperError, type FormDeveloperErrorCode } from './form/schema/errors.ts';
export { SchemaForm, type SchemaFormProps } from './form/schema/SchemaForm.tsx';
export { validateSchema } from './form/schema/validateSchema.ts';
export type { GroupNode, InputNode, ListNode, SchemaNode, SchemaOption, SchemaOptions } from './form/schema/types.ts';
export {
  BilingualField,
  FormBilingualField,
  arabicFieldName,
  isArabicMissing,
  type BilingualFieldProps,
  type FormBilingualFieldProps,
} from './BilingualField/index.ts';
export { preloadInputTypes, lazyComponent, type LazyComponent } from './form/lazyControl.tsx';
export {
  createDraftStore,
  DRAFT_KEY_PREFIX,
  DRAFT_MAX_BYTES,
  DRAFT_VERSION,
  type DraftOwner,
  type DraftStore,
  type DraftStoreOptions,
  type DraftValues,
} from './form/draft/draftStore.ts';
export { FormDraftsContext, type FormDrafts } from './form/draft/FormDraftContext.ts';
export { DRAFT_WRITE_DELAY_MS, type FormDraftOption } from './form/draft/useFormDraft.ts';
