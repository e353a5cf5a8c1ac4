/**
 * A form declared as data (issue #4 item 4). Labels, legends and help are message ids, so
 * a schema is the same in both languages. Paths nest: an input `city` in a group `address`
 * is `address.city`; an input `title` in a list `items` is `items[0].title`, `items[1].title` …
 */
import type { RuleDeclaration } from '../rules/index.ts';
import type { MessageOverrides } from '../useErrorText.tsx';
import type { ValidationVisibility } from '../visibility.ts';

export interface SchemaOption {
  value: string;
  /** A message id. */
  label: string;
  disabled?: boolean;
}

export type SchemaOptions = readonly SchemaOption[] | (() => readonly SchemaOption[]);

export interface InputNode {
  /** A registered input type: text, email, password, tel, number, url, textarea, checkbox, bilingual … */
  type: string;
  name: string;
  /** A message id. */
  label: string;
  /** A message id for {Name} in messages, when the label is a sentence. */
  validationLabel?: string;
  /** A message id shown under the label. */
  help?: string;
  rules?: RuleDeclaration;
  messages?: MessageOverrides;
  options?: SchemaOptions;
  validationVisibility?: ValidationVisibility;
  disabled?: boolean;
  /** Passed to the input (placeholder, autoComplete, multiline for bilingual …). */
  props?: Record<string, unknown>;
}

export interface GroupNode {
  type: 'group';
  name: string;
  /** A message id for the fieldset's legend. */
  legend?: string;
  help?: string;
  children: readonly SchemaNode[];
}

export interface ListNode {
  type: 'list';
  name: string;
  legend?: string;
  help?: string;
  /** A message id with {n} for each row's legend; "Row {n}" by default. */
  itemLabel?: string;
  /** A message id for the add button; "Add a row" by default. */
  addLabel?: string;
  /** The schema of one row. */
  children: readonly SchemaNode[];
  min?: number;
  max?: number;
}

export type SchemaNode = InputNode | GroupNode | ListNode;

export function isGroup(node: SchemaNode): node is GroupNode {
  return node.type === 'group';
}

export function isList(node: SchemaNode): node is ListNode {
  return node.type === 'list';
}

export function childPath(parent: string, name: string): string {
  return parent ? `${parent}.${name}` : name;
}
