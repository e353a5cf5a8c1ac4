export { DateField, type DateFieldProps } from './DateField.tsx';
export { DatePicker, type DatePickerProps } from './DatePicker.tsx';
