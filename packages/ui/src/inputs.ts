// The inputs group of the design system (issue #4).
export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './Checkbox/index.ts';
export { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox/index.ts';
export { DateField, DatePicker, type DateFieldProps, type DatePickerProps } from './DateField/index.ts';
export { IconButton, type IconButtonProps } from './IconButton/index.ts';
export { Money, type MoneyProps } from './Money/index.ts';
export { OtpInput, type OtpInputProps } from './OtpInput/index.ts';
export {
  DEFAULT_COUNTRY_CODE,
  normalisePhone,
  PHONE_COUNTRIES,
  PhoneInput,
  toLatinDigits,
  type NormalisedPhone,
  type PhoneCountry,
  type PhoneInputProps,
} from './PhoneInput/index.ts';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup/index.ts';
export { Select, type SelectOption, type SelectProps } from './Select/index.ts';
export { Stepper, type StepperProps } from './Stepper/index.ts';
export { Switch, type SwitchProps } from './Switch/index.ts';
export { TextArea, type TextAreaProps } from './TextArea/index.ts';
export { TimeField, type TimeFieldProps } from './TimeField/index.ts';
