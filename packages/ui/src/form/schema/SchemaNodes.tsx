import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../FormField.tsx';
import { Fieldset, Help, Legend, Stack } from './Schema.styles.ts';
import { SchemaList } from './SchemaList.tsx';
import { checkOptions } from './validateSchema.ts';
import { childPath, isGroup, isList, type GroupNode, type InputNode, type SchemaNode } from './types.ts';

function SchemaInput({ node, path }: { node: InputNode; path: string }) {
  const intl = useIntl();
  const options = useMemo(
    () =>
      checkOptions(node.options, path)?.map((option) => ({
        value: String(option.value),
        label: intl.formatMessage({ id: option.label }),
        disabled: option.disabled,
      })),
    [node.options, path, intl],
  );
  return (
    <FormField
      type={node.type}
      name={path}
      label={{ id: node.label }}
      validationLabel={node.validationLabel ? { id: node.validationLabel } : undefined}
      description={node.help ? { id: node.help } : undefined}
      rules={node.rules}
      messages={node.messages}
      options={options}
      validationVisibility={node.validationVisibility}
      disabled={node.disabled}
      inputProps={node.props}
    />
  );
}

/** A group: a fieldset with its legend; its inputs' values nest under the group's name. */
function SchemaGroup({ node, path }: { node: GroupNode; path: string }) {
  const content = (
    <>
      {node.help ? <Help>{<FormattedText id={node.help} />}</Help> : null}
      <SchemaNodes nodes={node.children} path={path} />
    </>
  );
  if (!node.legend) return <Stack>{content}</Stack>;
  return (
    <Fieldset>
      <Legend>
        <FormattedText id={node.legend} />
      </Legend>
      {content}
    </Fieldset>
  );
}

function FormattedText({ id }: { id: string }) {
  return useIntl().formatMessage({ id });
}

/** Renders schema nodes under a path ('' at the top of the form). */
export function SchemaNodes({ nodes, path }: { nodes: readonly SchemaNode[]; path: string }) {
  return (
    <>
      {nodes.map((node) => {
        const nodePath = childPath(path, node.name);
        if (isGroup(node)) return <SchemaGroup key={node.name} node={node} path={nodePath} />;
        if (isList(node)) return <SchemaList key={node.name} node={node} path={nodePath} />;
        return <SchemaInput key={node.name} node={node} path={nodePath} />;
      })}
    </>
  );
}
