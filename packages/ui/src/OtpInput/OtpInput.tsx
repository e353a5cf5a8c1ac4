import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../Button/Button.styles.ts';
import { Description, ErrorText } from '../TextField/TextField.styles.ts';
import { fillBoxes } from './otp.ts';
import { Box, Boxes, Group, GroupLabel, Status } from './OtpInput.styles.ts';

export interface OtpInputProps {
  /** The group's name, e.g. "Verification code". */
  label: ReactNode;
  description?: ReactNode;
  /** A translated message ("That code is not right"); marks every box invalid. */
  error?: ReactNode;
  /** @default 6 */
  length?: number;
  /** The code so far (controlled); clear it to start again after a wrong code. */
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Called once each time the boxes become full. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  /** The code is being checked: boxes read-only and a polite "Checking the code…". */
  loading?: boolean;
  autoFocus?: boolean;
}

function toBoxes(code: string, length: number): string[] {
  return Array.from({ length }, (_, i) => code[i] ?? '');
}

/**
 * A one-time code in N boxes, one digit each, left to right in both languages. Typing moves
 * on, Backspace moves back, a pasted or SMS-autofilled code (Arabic-Indic digits too) fills
 * every box. The first box carries autocomplete="one-time-code".
 */
export function OtpInput({
  label,
  description,
  error,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  disabled = false,
  loading = false,
  autoFocus,
}: OtpInputProps) {
  const intl = useIntl();
  const id = useId();
  const [own, setOwn] = useState(() => toBoxes(defaultValue, length));
  const boxes = value === undefined ? own : toBoxes(value, length);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const completed = useRef<string | null>(null);
  const code = boxes.join('');

  useEffect(() => {
    if (code.length < length) completed.current = null;
    else if (completed.current !== code) {
      completed.current = code;
      onComplete?.(code);
    }
  }, [code, length, onComplete]);

  function update(next: string[], focus: number) {
    if (value === undefined) setOwn(next);
    onChange?.(next.join(''));
    refs.current[focus]?.focus();
    refs.current[focus]?.select();
  }
  function handleInput(index: number, text: string) {
    const result = fillBoxes(boxes, index, text);
    update(result.boxes, result.boxes[index] === '' ? index : result.focus);
  }
  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const result = fillBoxes(boxes, index, event.clipboardData.getData('text'));
    update(result.boxes, result.focus);
  }
  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 };
    if (event.key === 'Backspace' && boxes[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = '';
      update(next, index - 1);
    } else if (event.key in moves) {
      event.preventDefault();
      const target = Math.max(0, Math.min(length - 1, moves[event.key] ?? index));
      refs.current[target]?.focus();
      refs.current[target]?.select();
    }
  }

  const describedBy = [description ? `${id}-d` : '', error ? `${id}-e` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Group role="group" aria-labelledby={`${id}-l`} aria-describedby={describedBy} aria-busy={loading || undefined}>
      <GroupLabel id={`${id}-l`}>{label}</GroupLabel>
      {description ? <Description id={`${id}-d`}>{description}</Description> : null}
      <Boxes dir="ltr">
        {boxes.map((digit, index) => (
          <Box
            // The boxes are positions, not items: the index is their identity.
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            value={digit}
            onChange={(event) => handleInput(index, event.target.value)}
            onPaste={(event) => handlePaste(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            dir="ltr"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step has nothing else to do
            autoFocus={autoFocus && index === 0}
            aria-label={intl.formatMessage({ id: 'ui.otp.digit' }, { index: index + 1, count: length })}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            readOnly={loading}
          />
        ))}
      </Boxes>
      <Status role="status">
        {loading ? (
          <>
            <Spinner aria-hidden="true" />
            <FormattedMessage id="ui.otp.checking" />
          </>
        ) : null}
      </Status>
      {error ? <ErrorText id={`${id}-e`}>{error}</ErrorText> : null}
    </Group>
  );
}
