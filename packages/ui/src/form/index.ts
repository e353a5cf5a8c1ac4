export { Form, type FormProps, type FormValues } from './Form.tsx';
export { FormErrorSummary, type FormErrorSummaryProps, type SummaryKind } from './FormErrorSummary.tsx';
export { FormField, type FormFieldProps } from './FormField.tsx';
export { FormSubmit, type FormSubmitProps } from './FormSubmit.tsx';
export { FormRuntime, toSubmitErrors, type FieldEntry, type FormController, type SubmitResult } from './FormRuntime.ts';
export { useFormField, type FieldValueType, type FormFieldBinding, type FormFieldOptions } from './useFormField.ts';
export {
  getInputType,
  hasInputType,
  inputTypes,
  registerInputType,
  type FormControlProps,
  type FormFieldComponentProps,
  type FormOption,
  type InputDefinition,
} from './inputTypes.ts';
export { DEFAULT_INPUT_TYPES } from './defaultInputTypes.ts';
export { messageText, useMessageText, type MessageLike } from './messageLike.ts';
export type { MessageOverrides } from './useErrorText.tsx';
export { DEFAULT_DEBOUNCE_MS, DEFAULT_VISIBILITY, isMessageVisible, type ValidationVisibility } from './visibility.ts';
export * from './rules/index.ts';
export { FORM_DEVELOPER_ERRORS, FormDeveloperError, reportDeveloperError, type FormDeveloperErrorCode } from './schema/errors.ts';
export { SchemaForm, type SchemaFormProps } from './schema/SchemaForm.tsx';
export { checkOptions, checkValueType, validateSchema } from './schema/validateSchema.ts';
export type { GroupNode, InputNode, ListNode, SchemaNode, SchemaOption, SchemaOptions } from './schema/types.ts';
