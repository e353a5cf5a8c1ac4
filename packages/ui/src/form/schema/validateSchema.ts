/**
 * Checks a schema (and the values it will edit) before anything renders, and throws the
 * numbered developer error of vendor spec §8 for the first mistake:
 * 100 an input with children, 107/108 a group/list value of the wrong type, 350 invalid
 * options, 360 an unknown rule, 600 an unknown input type, 601 a list (or schema input) with
 * no schema, 652 a rule referring to a field the form does not have.
 */
import '../defaultInputTypes.ts';
import { getInputType } from '../inputTypes.ts';
import { parseRules, resolveReference } from '../rules/index.ts';
import { FormDeveloperError } from './errors.ts';
import { childPath, isGroup, isList, type InputNode, type SchemaNode, type SchemaOption } from './types.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function isOption(option: unknown): option is SchemaOption {
  return (
    isPlainObject(option) && (typeof option.value === 'string' || typeof option.value === 'number') && typeof option.label === 'string'
  );
}

/** Options are an array of { value, label } or a function returning one (350 otherwise). */
export function checkOptions(options: unknown, where: string): readonly SchemaOption[] | undefined {
  if (options === undefined) return undefined;
  const resolved = typeof options === 'function' ? (options as () => unknown)() : options;
  if (!Array.isArray(resolved) || !resolved.every(isOption)) {
    throw new FormDeveloperError(350, `The options of "${where}" are ${JSON.stringify(resolved) ?? String(resolved)}.`);
  }
  return resolved;
}

/** The value of a group must be an object (107), of a list an array (108); nothing is fine. */
export function checkValueType(kind: 'group' | 'list', path: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (kind === 'group' && !isPlainObject(value)) throw new FormDeveloperError(107, `"${path}" is ${JSON.stringify(value)}.`);
  if (kind === 'list' && !Array.isArray(value)) throw new FormDeveloperError(108, `"${path}" is ${JSON.stringify(value)}.`);
}

const template = (path: string) => path.replace(/\[\d+\]/g, '[]');

interface Walk {
  fields: Set<string>;
  references: { from: string; to: string; rule: string }[];
}

function walkInput(node: InputNode, path: string, value: unknown, walk: Walk): void {
  if ('children' in node && (node as { children?: unknown }).children !== undefined) {
    throw new FormDeveloperError(100, `The input "${path}" (type "${node.type}") has children.`);
  }
  const definition = getInputType(node.type);
  if (definition.kind === 'schema') {
    checkValueType('group', path, value);
    walkNodes(definition.schema, path, value as Record<string, unknown> | undefined, walk);
    return;
  }
  checkOptions(node.options, path);
  walk.fields.add(template(path));
  if (node.type === 'bilingual') walk.fields.add(template(typeof node.props?.arName === 'string' ? node.props.arName : `${path}_ar`));
  for (const call of parseRules(node.rules)) {
    for (const reference of call.definition.references?.(call.args, path) ?? []) {
      walk.references.push({ from: path, to: template(resolveReference(template(path), reference)), rule: call.name });
    }
  }
}

function walkNodes(nodes: readonly SchemaNode[], parent: string, values: Record<string, unknown> | undefined, walk: Walk): void {
  for (const node of nodes) {
    const path = childPath(parent, node.name);
    const value = values?.[node.name];
    if (isGroup(node)) {
      checkValueType('group', path, value);
      walkNodes(node.children ?? [], path, value as Record<string, unknown> | undefined, walk);
    } else if (isList(node)) {
      if (!Array.isArray(node.children)) throw new FormDeveloperError(601, `The list "${path}" has no schema for its rows (children).`);
      checkValueType('list', path, value);
      const rows = (value as unknown[] | undefined) ?? [];
      rows.forEach((row, index) => checkValueType('group', `${path}[${index}]`, row));
      if (rows.length === 0) walkNodes(node.children, `${path}[0]`, undefined, walk);
      rows.forEach((row, index) => walkNodes(node.children, `${path}[${index}]`, row as Record<string, unknown> | undefined, walk));
    } else {
      walkInput(node, path, value, walk);
    }
  }
}

export function validateSchema(nodes: readonly SchemaNode[], values?: Record<string, unknown>): void {
  if (!Array.isArray(nodes)) throw new FormDeveloperError(601, 'The form was given no schema (an array of nodes).');
  const walk: Walk = { fields: new Set(), references: [] };
  walkNodes(nodes, '', values, walk);
  for (const { from, to, rule } of walk.references) {
    if (!walk.fields.has(to)) throw new FormDeveloperError(652, `The rule "${rule}" of "${from}" refers to "${to}".`);
  }
}
