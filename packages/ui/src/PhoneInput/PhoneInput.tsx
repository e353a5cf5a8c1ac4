import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { lazyComponent } from '../form/lazyControl.tsx';
import { ChevronDownIcon } from '../Icon/icons-inputs.tsx';
import { Description, ErrorText, Field, Label } from '../TextField/TextField.styles.ts';
import type { CountryCodeSelectProps } from './CountryCodeSelect.tsx';
import { DEFAULT_COUNTRY_CODE, normalisePhone, toLatinDigits, type NormalisedPhone } from './phone.ts';
import { NumberInput, PendingCodeButton, Row } from './PhoneInput.styles.ts';

/**
 * The calling-code picker is a react-aria Select with its popover and list box: about 40 KB
 * brotli that the sign-in pages of both apps would otherwise download before their first paint
 * (issues #10, #17). It loads right after the first render; until then a plain button of the
 * same size shows the code, and hands focus over if it had it.
 */
const CountryCodeSelect = lazyComponent<CountryCodeSelectProps>(
  () =>
    import('./CountryCodeSelect.tsx').then(
      (module) => module.CountryCodeSelect,
      // Offline or a stale deployment: the number still works with the code shown (and a pasted +code).
      () =>
        function CountryCodeUnavailable({ value, disabled }: CountryCodeSelectProps) {
          return <PendingCountryCode code={value} disabled={disabled} />;
        },
    ),
  'CountryCodeSelect',
);

function PendingCountryCode({ code, disabled, onFocus }: { code: string; disabled?: boolean; onFocus?: () => void }) {
  const intl = useIntl();
  return (
    <PendingCodeButton
      type="button"
      // The same name the picker's button has once it loads ("+971 Country code"): the visible
      // code first, so the name holds what is shown (WCAG 2.5.3, axe label-content-name-mismatch).
      aria-label={intl.formatMessage({ id: 'ui.phone.pendingCode' }, { code })}
      aria-haspopup="listbox"
      aria-busy={onFocus ? true : undefined}
      disabled={disabled}
      onFocus={onFocus}
    >
      <bdi dir="ltr">
        <FormattedMessage id="ui.phone.code" values={{ code }} />
      </bdi>
      <ChevronDownIcon />
    </PendingCodeButton>
  );
}

export interface PhoneInputProps {
  label: ReactNode;
  description?: ReactNode;
  /** A translated message; marks the number invalid and is announced with it. */
  error?: ReactNode;
  /** Any phone text, usually the stored E.164 ("+971501234567"). Controlled when given. */
  value?: string;
  defaultValue?: string;
  /** @default "971" */
  defaultCountryCode?: string;
  /** Every change, already normalised: { countryCode: '971', national: '501234567', e164: '+971501234567', valid }. */
  onChange?: (phone: NormalisedPhone) => void;
  onBlur?: () => void;
  disabled?: boolean;
  required?: boolean;
  /** Submits the E.164 value under this name. */
  name?: string;
  id?: string;
  autoFocus?: boolean;
}

/**
 * A phone number: calling code (+971 by default) and national number. It takes what people
 * paste and type (Arabic-Indic digits, spaces, dashes, a leading 0, the whole +971 … or
 * 00971 …) and reports E.164. The number is left-to-right in both languages.
 */
export function PhoneInput({
  label,
  description,
  error,
  value,
  defaultValue,
  defaultCountryCode = DEFAULT_COUNTRY_CODE,
  onChange,
  onBlur,
  disabled,
  required,
  name,
  id,
  autoFocus,
}: PhoneInputProps) {
  const autoId = useId();
  const inputId = id ?? `ph${autoId}`;
  const [initial] = useState(() => normalisePhone(value ?? defaultValue ?? '', defaultCountryCode));
  const [country, setCountry] = useState(initial.countryCode);
  const [text, setText] = useState(initial.national);
  const [seenValue, setSeenValue] = useState(value);
  const current = normalisePhone(text, country);
  const [focusedWhilePending, setFocusedWhilePending] = useState(false);
  useEffect(() => {
    void CountryCodeSelect.preload().catch(() => undefined);
  }, []);

  // A new value from outside (a form reset) replaces what is shown, unless it is what we sent.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== current.e164) {
      const next = normalisePhone(value, country);
      setCountry(next.countryCode);
      setText(next.national);
    }
  }

  function handleText(raw: string) {
    const latin = toLatinDigits(raw);
    const result = normalisePhone(latin, country);
    // A pasted +code / 00code / bare code was taken out: show the national number alone.
    const plain = latin.replace(/\D/g, '').replace(/^0/, '');
    setText(plain === result.national ? latin : result.national);
    setCountry(result.countryCode);
    onChange?.(result);
  }
  function handleCountry(code: string) {
    setCountry(code);
    onChange?.(normalisePhone(text, code));
  }

  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <Field>
      <Label htmlFor={inputId} data-required={required || undefined}>
        {label}
      </Label>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      <Row dir="ltr">
        <Suspense fallback={<PendingCountryCode code={country} disabled={disabled} onFocus={() => setFocusedWhilePending(true)} />}>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- hands over the focus the stand-in had */}
          <CountryCodeSelect value={country} onChange={handleCountry} disabled={disabled} autoFocus={focusedWhilePending} />
        </Suspense>
        <NumberInput
          id={inputId}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel-national"
          value={text}
          onChange={(event) => handleText(event.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          required={required}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the caller asks (the sign-in step)
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
        />
      </Row>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {name ? <input type="hidden" name={name} value={current.e164} /> : null}
    </Field>
  );
}
