import { forwardRef, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { Description, ErrorText, Field, Label } from '../TextField/TextField.styles.ts';
import { VisuallyHidden } from '../Select/field.styles.ts';
import { Counter, Footer, StyledTextArea } from './TextArea.styles.ts';
import { countCharacters, useCharacterCount } from './useCharacterCount.ts';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'defaultValue'> {
  label: ReactNode;
  description?: ReactNode;
  /** A translated message; marks the text area invalid and is announced with it. */
  error?: ReactNode;
  id?: string;
  value?: string;
  defaultValue?: string;
  /**
   * Shows a counter "N / max". A soft limit: typing or pasting past it is allowed and shown
   * in red, so nothing a person wrote is cut off silently; the form's rule rejects it.
   */
  maxCharacters?: number;
  /** Grows with its content instead of scrolling. */
  autoGrow?: boolean;
}

/** A labelled multi-line input, with TextField's parts and an optional character counter. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, description, error, id, required, value, defaultValue, maxCharacters, autoGrow = false, onChange, rows = 3, ...rest },
  forwardedRef,
) {
  const autoId = useId();
  const inputId = id ?? `ta${autoId}`;
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const text = value ?? ownValue;
  const count = countCharacters(text);
  const announced = useCharacterCount(count, maxCharacters);
  const innerRef = useRef<HTMLTextAreaElement | null>(null);

  useLayoutEffect(() => {
    const element = innerRef.current;
    if (!autoGrow || !element) return;
    // Measured on each change; the height goes through `style`, never a styled template.
    element.style.blockSize = 'auto';
    element.style.blockSize = `${element.scrollHeight + 4}px`;
  }, [autoGrow, text]);

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (value === undefined) setOwnValue(event.target.value);
    onChange?.(event);
  }
  function setRefs(element: HTMLTextAreaElement | null) {
    innerRef.current = element;
    if (typeof forwardedRef === 'function') forwardedRef(element);
    else if (forwardedRef) forwardedRef.current = element;
  }

  const descriptionId = description ? `${inputId}-description` : undefined;
  const limitId = maxCharacters !== undefined ? `${inputId}-limit` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [descriptionId, limitId, errorId].filter(Boolean).join(' ') || undefined;
  const over = maxCharacters !== undefined && count > maxCharacters;
  return (
    <Field>
      <Label htmlFor={inputId} data-required={required || undefined}>
        {label}
      </Label>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      <StyledTextArea
        ref={setRefs}
        id={inputId}
        rows={rows}
        required={required}
        value={text}
        onChange={handleChange}
        data-auto-grow={autoGrow}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <Footer>
        {error ? <ErrorText id={errorId}>{error}</ErrorText> : <span />}
        {maxCharacters !== undefined ? (
          <Counter data-over={over} aria-hidden="true">
            <bdi dir="ltr">
              <FormattedMessage id="ui.textArea.counter" values={{ count, max: maxCharacters }} />
            </bdi>
          </Counter>
        ) : null}
      </Footer>
      {maxCharacters !== undefined ? (
        <>
          <VisuallyHidden id={limitId}>
            <FormattedMessage id="ui.textArea.limit" values={{ max: maxCharacters }} />
          </VisuallyHidden>
          <VisuallyHidden role="status">
            {announced === null ? null : announced > maxCharacters ? (
              <FormattedMessage id="ui.textArea.over" values={{ count: announced - maxCharacters }} />
            ) : (
              <FormattedMessage id="ui.textArea.remaining" values={{ count: maxCharacters - announced }} />
            )}
          </VisuallyHidden>
        </>
      ) : null}
    </Field>
  );
});
