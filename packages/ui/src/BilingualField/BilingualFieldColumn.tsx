import type { ReactNode, Ref } from 'react';
import { Column, ErrorText, Input, Label, TextArea } from './BilingualField.styles.ts';

export interface BilingualFieldColumnProps {
  id: string;
  name?: string;
  language: 'en' | 'ar';
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  onFocus?(): void;
  error?: ReactNode;
  /** Ids of other text describing this input (the group's description, the Arabic hint). */
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
  multiline: boolean;
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  children?: ReactNode;
}

/**
 * One language of the pair. The input's direction and language are fixed by the content
 * (English left-to-right, Arabic right-to-left) whatever the page direction, so spell
 * checking, fonts and caret movement suit the text.
 */
export function BilingualFieldColumn({
  id,
  name,
  language,
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  describedBy,
  required,
  disabled,
  multiline,
  rows,
  inputRef,
  children,
}: BilingualFieldColumnProps) {
  const errorId = error ? `${id}-error` : undefined;
  const props = {
    id,
    name,
    ref: inputRef,
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    value,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    onBlur,
    onFocus,
    required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [describedBy, errorId].filter(Boolean).join(' ') || undefined,
  } as const;
  return (
    <Column>
      <Label htmlFor={id} data-required={required || undefined}>
        {label}
      </Label>
      {multiline ? <TextArea rows={rows ?? 4} {...props} /> : <Input type="text" {...props} />}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {children}
    </Column>
  );
}
