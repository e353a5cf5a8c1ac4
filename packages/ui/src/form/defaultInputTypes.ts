/**
 * The default input types (imported for its effect by FormField, SchemaForm and the schema
 * validator). Anything else registers itself with registerInputType.
 */
import { FormBilingualField } from '../BilingualField/FormBilingualField.tsx';
import { CheckboxControl } from './controls/CheckboxControl.tsx';
import { ComboboxControl, RadioControl, SelectControl, SwitchControl } from './controls/ChoiceControls.tsx';
import { DateControl, OtpControl, PhoneControl, TextAreaInputControl, TimeControl } from './controls/FieldControls.tsx';
import { TextControl } from './controls/TextControl.tsx';
import { hasInputType, registerInputType, type InputDefinition } from './inputTypes.ts';

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
