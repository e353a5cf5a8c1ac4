/** The input types that load on demand (defaultInputTypes.ts), in one chunk. */
export { FormBilingualField } from '../../BilingualField/FormBilingualField.tsx';
export { ComboboxControl, SelectControl, SwitchControl } from './ChoiceControls.tsx';
export { DateControl, OtpControl, TextAreaInputControl, TimeControl } from './FieldControls.tsx';
