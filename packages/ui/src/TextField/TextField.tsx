import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Description, ErrorText, Field, Input, Label } from './TextField.styles.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  description?: ReactNode;
  /** A translated message; marks the input invalid and is announced with it. */
  error?: ReactNode;
  id?: string;
}

/** A labelled input whose description and error are tied to it with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, id, required, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `tf${autoId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={inputId} data-required={required || undefined}>
        {label}
      </Label>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      <Input ref={ref} id={inputId} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
});
