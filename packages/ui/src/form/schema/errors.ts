/**
 * The form layer's numbered developer errors (vendor spec §8). They report mistakes in the
 * code that declares a form, never a user's input, so they are in English and not translated.
 * `text` is the spec's wording; `hint` says how to fix it; the thrown message adds the
 * offending node or id.
 */
export const FORM_DEVELOPER_ERRORS = {
  100: {
    text: 'Only groups, lists and forms can have children.',
    hint: 'Move the children into a group or list node, or remove them from the input.',
  },
  106: { text: 'Cannot submit because the node is not in a form.', hint: 'Render the submit button inside <Form> or <SchemaForm>.' },
  107: { text: 'Wrong value type for a group.', hint: 'The value of a group must be an object.' },
  108: { text: 'Wrong value type for a list.', hint: 'The value of a list must be an array.' },
  350: { text: 'Invalid options.', hint: 'Options must be an array of { value, label } or a function that returns one.' },
  360: { text: 'Unknown validation rule.', hint: 'Use one of the named rules of vendor spec §5, or pass a custom rule function.' },
  600: { text: 'Unknown input type.', hint: 'Register the type first with registerInputType(type, Component).' },
  601: { text: 'Input definition missing a schema.', hint: 'A list and a schema input type need a schema (the children of each row).' },
  651: { text: 'No such id.', hint: 'The form has no field with this name to focus or to set errors on.' },
  652: { text: 'No such id.', hint: 'A rule (confirm, require_one) refers to a field that the form does not have.' },
} as const;

export type FormDeveloperErrorCode = keyof typeof FORM_DEVELOPER_ERRORS;

export class FormDeveloperError extends Error {
  readonly code: FormDeveloperErrorCode;
  readonly detail: string;

  constructor(code: FormDeveloperErrorCode, detail: string) {
    const { text, hint } = FORM_DEVELOPER_ERRORS[code];
    super(`[form ${code}] ${text} ${detail} ${hint}`);
    this.name = 'FormDeveloperError';
    this.code = code;
    this.detail = detail;
  }
}

/**
 * Reports a mistake found while the form runs (where throwing would break a user's form):
 * logged once per message, as an error, so that a story or test with the mistake fails.
 */
const reported = new Set<string>();
export function reportDeveloperError(error: FormDeveloperError): void {
  if (reported.has(error.message)) return;
  reported.add(error.message);
  console.error(error);
}
