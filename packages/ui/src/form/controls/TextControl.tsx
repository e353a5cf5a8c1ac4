import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../TextField/index.ts';
import type { FormControlProps } from '../inputTypes.ts';

/**
 * Text-like inputs on the design system's TextField. E-mail, URL, phone and number content is
 * left-to-right whatever the page direction (CONVENTIONS §4). Numbers are typed as text with a
 * decimal keypad, so that "must be a number" can be said (a type=number input hides bad text).
 */
const ATTRIBUTES: Record<string, InputHTMLAttributes<HTMLInputElement>> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', dir: 'ltr', spellCheck: false },
  password: { type: 'password', dir: 'ltr' },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' },
  number: { type: 'text', inputMode: 'decimal', dir: 'ltr' },
  url: { type: 'url', inputMode: 'url', autoComplete: 'url', dir: 'ltr', spellCheck: false },
};

export function TextControl({
  id,
  name,
  type,
  label,
  description,
  error,
  value,
  onChange,
  onBlur,
  onFocus,
  inputRef,
  required,
  disabled,
  inputProps,
}: FormControlProps) {
  return (
    <TextField
      {...ATTRIBUTES[type]}
      {...(inputProps as InputHTMLAttributes<HTMLInputElement>)}
      ref={inputRef}
      id={id}
      name={name}
      label={label}
      description={description}
      error={error}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      onFocus={onFocus}
      required={required}
      disabled={disabled}
    />
  );
}
