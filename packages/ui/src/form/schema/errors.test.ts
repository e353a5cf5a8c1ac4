import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { createForm } from 'final-form';
import { themes } from '../../theme/theme.ts';
import { FormRuntime } from '../FormRuntime.ts';
import { FormSubmit } from '../FormSubmit.tsx';
import { registerInputType } from '../inputTypes.ts';
import { parseRules } from '../rules/index.ts';
import { catalogue } from '../rules/testing.ts';
import { FORM_DEVELOPER_ERRORS, FormDeveloperError, type FormDeveloperErrorCode } from './errors.ts';
import { SchemaForm } from './SchemaForm.tsx';
import type { SchemaNode } from './types.ts';
import { validateSchema } from './validateSchema.ts';

function render(node: ReactNode): string {
  return renderToString(
    createElement(IntlProvider, { locale: 'en', messages: catalogue('en') }, createElement(ThemeProvider, { theme: themes.light }, node)),
  );
}

function renderSchema(schema: readonly SchemaNode[], initialValues?: Record<string, unknown>): string {
  return render(createElement(SchemaForm, { schema, initialValues, onSubmit: () => undefined }));
}

function codeOf(action: () => unknown): FormDeveloperErrorCode | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof FormDeveloperError) return error.code;
    throw error;
  }
  return undefined;
}

const name = { type: 'text', name: 'name', label: 'ui.story.form.shopName' } as const;

/** Each mistake, as a schema (and values) that the renderer and the validator both reject. */
const schemaMistakes: [FormDeveloperErrorCode, string, readonly SchemaNode[], Record<string, unknown>?][] = [
  [100, 'an input with children', [{ ...name, children: [name] } as unknown as SchemaNode]],
  [107, 'a group whose value is not an object', [{ type: 'group', name: 'address', children: [name] }], { address: 'Dubai Marina' }],
  [107, 'a list row that is not an object', [{ type: 'list', name: 'items', children: [name] }], { items: ['x'] }],
  [108, 'a list whose value is not an array', [{ type: 'list', name: 'items', children: [name] }], { items: { 0: {} } }],
  [350, 'options that are not an array', [{ ...name, type: 'text', options: 'small,large' as never }]],
  [350, 'options without labels', [{ ...name, options: [{ value: 'small' }] as never }]],
  [350, 'an options function returning nonsense', [{ ...name, options: (() => 'small') as never }]],
  [360, 'an unknown rule', [{ ...name, rules: 'required|postcode' }]],
  [600, 'an unknown input type', [{ ...name, type: 'colour-wheel' }]],
  [601, 'a list without a schema for its rows', [{ type: 'list', name: 'items' } as unknown as SchemaNode]],
  [652, 'confirm referring to no field', [{ ...name, type: 'password', name: 'password_confirm', rules: 'confirm:password' }]],
  [652, 'require_one naming an unknown field', [{ ...name, type: 'tel', name: 'phone', rules: 'require_one:whatsapp' }]],
];

describe('numbered developer errors (vendor spec §8)', () => {
  it('keeps the codes and the spec texts in one table', () => {
    expect(Object.keys(FORM_DEVELOPER_ERRORS).map(Number)).toEqual([100, 106, 107, 108, 350, 360, 600, 601, 651, 652]);
    expect(FORM_DEVELOPER_ERRORS[100].text).toBe('Only groups, lists and forms can have children.');
    expect(FORM_DEVELOPER_ERRORS[106].text).toBe('Cannot submit because the node is not in a form.');
    expect(FORM_DEVELOPER_ERRORS[601].text).toBe('Input definition missing a schema.');
    const error = new FormDeveloperError(600, '"x" is not a registered input type.');
    expect(error.message).toContain('[form 600] Unknown input type. "x" is not a registered input type.');
  });

  for (const [code, what, schema, values] of schemaMistakes) {
    it(`${code}: ${what}, through validateSchema and through <SchemaForm>`, () => {
      expect(codeOf(() => validateSchema(schema, values))).toBe(code);
      expect(codeOf(() => renderSchema(schema, values))).toBe(code);
    });
  }

  it('renders a correct schema with a group and a list without complaint', () => {
    const html = renderSchema(
      [
        {
          type: 'group',
          name: 'account',
          legend: 'ui.story.form.shopName',
          children: [
            { type: 'password', name: 'password', label: 'ui.story.form.shopName', rules: 'required' },
            { type: 'password', name: 'password_confirm', label: 'ui.story.form.shopName', rules: 'confirm' },
          ],
        },
        { type: 'list', name: 'hours', min: 1, children: [{ ...name, name: 'day' }] },
      ],
      { account: {} },
    );
    expect(html).toContain('name="account.password_confirm"');
    expect(html).toContain('name="hours[0].day"');
  });

  it('106: a submit button outside a form', () => {
    expect(codeOf(() => render(createElement(FormSubmit)))).toBe(106);
  });

  it('360: an unknown rule name in a declaration', () => {
    expect(codeOf(() => parseRules('required|emial'))).toBe(360);
  });

  it('600: an unknown input type given to the registry', () => {
    expect(codeOf(() => validateSchema([{ ...name, type: 'signature' }]))).toBe(600);
  });

  it('601: an input definition with neither a component nor a schema', () => {
    expect(codeOf(() => registerInputType('address', {} as never))).toBe(601);
  });

  it('651: focusing or setting errors on a field the form does not have', () => {
    const runtime = new FormRuntime(createForm({ onSubmit: () => undefined }));
    runtime.registerField({ name: 'email', label: 'Email', element: () => null });
    expect(codeOf(() => runtime.focus('email'))).toBeUndefined();
    expect(codeOf(() => runtime.focus('emial'))).toBe(651);
    expect(codeOf(() => runtime.setErrors({ fieldErrors: { phone: 'Taken' } }))).toBe(651);
  });
});
