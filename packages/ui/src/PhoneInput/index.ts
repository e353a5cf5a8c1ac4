export { PhoneInput, type PhoneInputProps } from './PhoneInput.tsx';
export { DEFAULT_COUNTRY_CODE, normalisePhone, PHONE_COUNTRIES, toLatinDigits, type NormalisedPhone, type PhoneCountry } from './phone.ts';
