/**
 * The default input types (imported for its effect by FormField, SchemaForm and the schema
 * validator). Anything else registers itself with registerInputType.
 *
 * Text-like fields, the checkbox, radios and the phone field are in every form's code (the
 * sign-in pages use them). The rest load with the first form that shows one (lazyControl.tsx,
 * docs/decisions/0050): the date and time fields, the combobox, select, switch, text area,
 * code boxes and the bilingual pair would otherwise ride along with every form.
 */
import type { FormFieldComponentProps, FormControlProps } from './inputTypes.ts';
import { CheckboxControl } from './controls/CheckboxControl.tsx';
import { PhoneControl } from './controls/PhoneControl.tsx';
import { RadioControl } from './controls/RadioControl.tsx';
import { TextControl } from './controls/TextControl.tsx';
import { hasInputType, registerInputType, type InputDefinition } from './inputTypes.ts';
import { lazyComponent } from './lazyControl.tsx';

const choice = (name: 'SelectControl' | 'ComboboxControl' | 'SwitchControl') =>
  lazyComponent<FormControlProps>(async () => (await import('./controls/LazyControls.ts'))[name], name);
const field = (name: 'DateControl' | 'TimeControl' | 'OtpControl' | 'TextAreaInputControl') =>
  lazyComponent<FormControlProps>(async () => (await import('./controls/LazyControls.ts'))[name], name);

const SelectControl = choice('SelectControl');
const ComboboxControl = choice('ComboboxControl');
const SwitchControl = choice('SwitchControl');
const DateControl = field('DateControl');
const TimeControl = field('TimeControl');
const OtpControl = field('OtpControl');
const TextAreaInputControl = field('TextAreaInputControl');
const FormBilingualField = lazyComponent<FormFieldComponentProps>(
  async () => (await import('./controls/LazyControls.ts')).FormBilingualField,
  'FormBilingualField',
);

const defaults: Record<string, InputDefinition> = {
  text: { component: TextControl, valueType: 'text' },
  email: { component: TextControl, valueType: 'text' },
  password: { component: TextControl, valueType: 'text' },
  tel: { component: TextControl, valueType: 'text' },
  number: { component: TextControl, valueType: 'text' },
  url: { component: TextControl, valueType: 'text' },
  textarea: { component: TextAreaInputControl, valueType: 'text' },
  // A native checkbox: it takes a ref and reports blur. Checkboxes and switches show their
  // message after the first change (vendor spec §4, §9).
  checkbox: { component: CheckboxControl, valueType: 'boolean', visibility: 'dirty' },
  switch: { component: SwitchControl, valueType: 'boolean', visibility: 'dirty' },
  select: { component: SelectControl, valueType: 'value' },
  combobox: { component: ComboboxControl, valueType: 'value' },
  radio: { component: RadioControl, valueType: 'value' },
  date: { component: DateControl, valueType: 'value' },
  time: { component: TimeControl, valueType: 'value' },
  phone: { component: PhoneControl, valueType: 'value' },
  otp: { component: OtpControl, valueType: 'value' },
  bilingual: { kind: 'field', component: FormBilingualField },
};

for (const [type, definition] of Object.entries(defaults)) {
  if (!hasInputType(type)) registerInputType(type, definition);
}

export const DEFAULT_INPUT_TYPES = Object.keys(defaults).sort();
