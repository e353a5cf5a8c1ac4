import { Suspense, type ComponentType as ComponentTypeOf, type ReactNode } from 'react';
import './defaultInputTypes.ts';
import { FieldPending } from './FieldPending.tsx';
import { getInputType, type FormControlProps, type FormFieldComponentProps, type ResolvedInputDefinition } from './inputTypes.ts';
import { useMessageText } from './messageLike.ts';
import { useFormField } from './useFormField.ts';
import { isLazyComponent, lazyComponent } from './lazyControl.tsx';
import type { SchemaNode } from './schema/types.ts';

/**
 * A schema input type's nodes (groups, lists) load with the first form that shows one: no app
 * page registers one, so the sign-in form does not carry them (docs/decisions/0091). Preloaded
 * with the other lazy input types (Storybook before every story, the apps when idle).
 */
const SchemaNodes = lazyComponent<{ nodes: readonly SchemaNode[]; path: string }>(
  async () => (await import('./schema/SchemaNodes.tsx')).SchemaNodes,
  'SchemaNodes',
);

export interface FormFieldProps extends FormFieldComponentProps {
  /** A registered input type: text, email, password, tel, number, url, textarea, checkbox, bilingual … */
  type?: string;
}

type ControlDefinition = Extract<ResolvedInputDefinition, { kind: 'control' }>;

function BoundControl({
  definition,
  type,
  description,
  disabled,
  options,
  inputProps,
  ...field
}: FormFieldComponentProps & { definition: ControlDefinition; type: string }) {
  const binding = useFormField({ ...field, valueType: definition.valueType, defaultVisibility: definition.visibility });
  const descriptionText = useMessageText(description);
  const Control = definition.component;
  const props: FormControlProps = {
    id: binding.id,
    name: binding.name,
    type,
    label: binding.label,
    description: descriptionText || undefined,
    error: binding.error,
    value: binding.value,
    onChange: binding.onChange,
    onBlur: binding.onBlur,
    onFocus: binding.onFocus,
    inputRef: binding.inputRef,
    required: binding.required,
    disabled,
    options,
    inputProps,
  };
  if (!isLazyComponent(Control)) return <Control {...props} />;
  return (
    <Suspense fallback={<FieldPending label={binding.label} />}>
      <Control {...props} />
    </Suspense>
  );
}

function LazyField({ Field, ...props }: FormFieldComponentProps & { Field: ComponentTypeOf<FormFieldComponentProps> }) {
  const label: ReactNode = useMessageText(props.label);
  return (
    <Suspense fallback={<FieldPending label={label} />}>
      <Field {...props} />
    </Suspense>
  );
}

function LazySchema({ nodes, ...props }: FormFieldComponentProps & { nodes: readonly SchemaNode[] }) {
  const label: ReactNode = useMessageText(props.label);
  return (
    <Suspense fallback={<FieldPending label={label} />}>
      <SchemaNodes nodes={nodes} path={props.name} />
    </Suspense>
  );
}

/**
 * A form field of a registered type, bound to the enclosing <Form>: label, rules, message
 * (shown per the visibility setting), input debounce and an entry in the error summary.
 */
export function FormField({ type = 'text', ...props }: FormFieldProps) {
  const definition = getInputType(type);
  if (definition.kind === 'field') {
    const Field = definition.component;
    if (isLazyComponent(Field)) return <LazyField Field={Field} {...props} />;
    return <Field {...props} />;
  }
  if (definition.kind === 'schema') return <LazySchema nodes={definition.schema} {...props} />;
  return <BoundControl definition={definition} type={type} {...props} />;
}
