/**
 * The input-type registry: which component renders a field of a given `type`, in <FormField>
 * and in schema forms. Defaults: text, email, password, tel, number, url, textarea, checkbox
 * and bilingual; other inputs register themselves as they land (registerInputType).
 *
 * Three kinds of definition:
 * - a control (`registerInputType('select', SelectControl)`): a component taking
 *   FormControlProps; <FormField> binds it (value, validation, message, debounce);
 * - a field (`{ kind: 'field', component }`): a component that binds itself, like the
 *   bilingual pair that edits two values;
 * - a schema (`{ schema: [...] }`): a composite input declared as schema nodes, rendered as a
 *   group under the field's name (an address: street, city, emirate).
 */
import type { ComponentType, ReactNode, RefCallback } from 'react';
import type { MessageLike } from './messageLike.ts';
import type { RuleDeclaration } from './rules/index.ts';
import { FormDeveloperError } from './schema/errors.ts';
import type { SchemaNode } from './schema/types.ts';
import type { MessageOverrides } from './useErrorText.tsx';
import type { FieldValueType } from './useFormField.ts';
import type { ValidationVisibility } from './visibility.ts';

export interface FormOption {
  value: string;
  /** Translated text. */
  label: string;
  disabled?: boolean;
}

/** What a registered control receives from <FormField>. */
export interface FormControlProps {
  id: string;
  name: string;
  /** The registered type name (`email`, `tel` …), so one control can serve several types. */
  type: string;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  onFocus(): void;
  /** Attach to the focusable element: the error summary's links and `focus(name)` use it. */
  inputRef: RefCallback<HTMLElement>;
  required: boolean;
  disabled?: boolean;
  options?: readonly FormOption[];
  /** Anything else the field was given (placeholder, autoComplete, rows …). */
  inputProps?: Record<string, unknown>;
}

/** What a self-binding field receives (the props of <FormField> without `type`). */
export interface FormFieldComponentProps {
  name: string;
  label: MessageLike;
  validationLabel?: MessageLike;
  description?: MessageLike;
  rules?: RuleDeclaration;
  messages?: MessageOverrides;
  validationVisibility?: ValidationVisibility;
  debounce?: number;
  disabled?: boolean;
  options?: readonly FormOption[];
  inputProps?: Record<string, unknown>;
}

export type InputDefinition =
  | {
      kind?: 'control';
      component: ComponentType<FormControlProps>;
      /** text (debounced, '' when empty), boolean (checked), value (anything else). */
      valueType?: FieldValueType;
      /** The visibility default for this type (checkboxes: dirty, vendor spec §9). */
      visibility?: ValidationVisibility;
    }
  | { kind: 'field'; component: ComponentType<FormFieldComponentProps> }
  | { kind?: 'schema'; schema: readonly SchemaNode[] };

export type ResolvedInputDefinition =
  | { kind: 'control'; component: ComponentType<FormControlProps>; valueType: FieldValueType; visibility?: ValidationVisibility }
  | { kind: 'field'; component: ComponentType<FormFieldComponentProps> }
  | { kind: 'schema'; schema: readonly SchemaNode[] };

const registry = new Map<string, ResolvedInputDefinition>();

function resolve(type: string, definition: ComponentType<FormControlProps> | InputDefinition): ResolvedInputDefinition {
  if (typeof definition === 'function') return { kind: 'control', component: definition, valueType: 'text' };
  if (definition && typeof definition === 'object') {
    if ('schema' in definition && Array.isArray(definition.schema)) return { kind: 'schema', schema: definition.schema };
    if ('component' in definition && definition.component) {
      if (definition.kind === 'field') return { kind: 'field', component: definition.component };
      return {
        kind: 'control',
        component: definition.component,
        valueType: definition.valueType ?? 'text',
        visibility: definition.visibility,
      };
    }
  }
  throw new FormDeveloperError(601, `The definition of the input type "${type}" has neither a component nor a schema.`);
}

/** Adds or replaces an input type. */
export function registerInputType(type: string, definition: ComponentType<FormControlProps> | InputDefinition): void {
  registry.set(type, resolve(type, definition));
}

export function hasInputType(type: string): boolean {
  return registry.has(type);
}

export function inputTypes(): string[] {
  return [...registry.keys()].sort();
}

/** The definition of a type; 600 when nothing is registered under that name. */
export function getInputType(type: string): ResolvedInputDefinition {
  const found = registry.get(type);
  if (!found) throw new FormDeveloperError(600, `"${type}" is not a registered input type (known: ${inputTypes().join(', ')}).`);
  return found;
}
