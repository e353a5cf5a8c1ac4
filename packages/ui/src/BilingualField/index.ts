export { BilingualField, type BilingualFieldProps } from './BilingualField.tsx';
export { FormBilingualField, type FormBilingualFieldProps } from './FormBilingualField.tsx';
export { arabicFieldName, isArabicMissing } from './bilingual.ts';
