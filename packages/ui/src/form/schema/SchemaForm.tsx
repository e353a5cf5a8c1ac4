import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, type FormProps, type FormValues } from '../Form.tsx';
import { FormActions } from '../Form.styles.ts';
import { FormSubmit } from '../FormSubmit.tsx';
import { SchemaNodes } from './SchemaNodes.tsx';
import { childPath, isGroup, isList, type SchemaNode } from './types.ts';
import { validateSchema } from './validateSchema.ts';

export interface SchemaFormProps<Values extends FormValues = FormValues> extends Omit<FormProps<Values>, 'children'> {
  /** The form as data: inputs, groups (fieldsets) and lists (repeatable rows), nested freely. */
  schema: readonly SchemaNode[];
  /** A message id for the submit button; "Save" by default. */
  submitLabel?: string;
}

/** Lists start with their minimum number of rows. */
function withMinimumRows(
  nodes: readonly SchemaNode[],
  values: Record<string, unknown> | undefined,
  parent = '',
): Record<string, unknown> | undefined {
  let result = values;
  for (const node of nodes) {
    const current = result?.[node.name];
    if (isList(node) && (node.min ?? 0) > 0) {
      const rows = Array.isArray(current) ? current : [];
      if (rows.length < (node.min ?? 0)) {
        const padded = [...rows, ...Array.from({ length: (node.min ?? 0) - rows.length }, () => ({}))];
        result = { ...result, [node.name]: padded };
      }
    } else if (isGroup(node)) {
      const inner = withMinimumRows(node.children, current as Record<string, unknown> | undefined, childPath(parent, node.name));
      if (inner !== current) result = { ...result, [node.name]: inner };
    }
  }
  return result;
}

/**
 * One renderer for forms declared as data. The schema is checked first and a mistake throws a
 * numbered FormDeveloperError (vendor spec §8); the form then behaves like <Form>.
 */
export function SchemaForm<Values extends FormValues = FormValues>({
  schema,
  submitLabel,
  initialValues,
  ...formProps
}: SchemaFormProps<Values>) {
  const values = useMemo(() => {
    validateSchema(schema, initialValues as Record<string, unknown> | undefined);
    return withMinimumRows(schema, initialValues as Record<string, unknown> | undefined) as Partial<Values> | undefined;
  }, [schema, initialValues]);
  return (
    <Form<Values> {...formProps} initialValues={values}>
      <SchemaNodes nodes={schema} path="" />
      <FormActions>
        <FormSubmit>{submitLabel ? <FormattedMessage id={submitLabel} /> : undefined}</FormSubmit>
      </FormActions>
    </Form>
  );
}
