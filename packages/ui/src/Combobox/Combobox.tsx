import { useCallback, useRef, type ReactNode } from 'react';
import { ListBox, ListBoxItem, useFilter, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../Button/Button.styles.ts';
import { CheckIcon } from '../Icon/index.ts';
import { ChevronDownIcon } from '../Icon/icons-inputs.tsx';
import { FieldDescription, FieldErrorText, FieldLabel, VisuallyHidden } from '../Select/field.styles.ts';
import { ListPopover, OptionCheck } from '../Select/list.styles.ts';
import { BusyMark, ComboRoot, InputBox, OpenButton, SearchInput } from './Combobox.styles.ts';
import { ComboboxClear, ComboboxEmpty } from './ComboboxParts.tsx';
import { foldForSearch } from './search.ts';

export interface ComboboxOption {
  id: string;
  /** Already in the interface language. */
  label: string;
  disabled?: boolean;
}

export interface ComboboxProps {
  label: ReactNode;
  options: readonly ComboboxOption[];
  description?: ReactNode;
  /** A translated message; marks the field invalid and is announced with it. */
  error?: ReactNode;
  placeholder?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  inputValue?: string;
  defaultInputValue?: string;
  /** Each keystroke; an async caller fetches here and passes the results back as `options`. */
  onInputChange?: (text: string) => void;
  /** Results are on their way: a spinner, a polite "Loading…", and the list says so. */
  loading?: boolean;
  /** The caller already filtered `options` (server search): shown as given. */
  filtered?: boolean;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
}

/**
 * A text input that filters a listbox as you type (react-aria ComboBox). Local filtering
 * uses the locale's collator (react-aria useFilter) on Arabic-folded text, so "احمد" finds
 * "أحمد" and "dubai" finds "Dubai".
 */
export function Combobox(props: ComboboxProps) {
  const { label, options, description, error, placeholder, value, defaultValue, onChange, inputValue, defaultInputValue, onInputChange } =
    props;
  const { loading = false, filtered = false, disabled, required, name, id } = props;
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const { contains } = useFilter({ sensitivity: 'base' });
  const matches = useCallback((text: string, query: string) => contains(foldForSearch(text), foldForSearch(query)), [contains]);
  return (
    <ComboRoot
      id={id}
      name={name}
      {...(filtered ? { items: options } : { defaultItems: options, defaultFilter: matches })}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | Key[] | null) => onChange?.(key === null || Array.isArray(key) ? null : String(key))}
      inputValue={inputValue}
      defaultInputValue={defaultInputValue}
      onInputChange={onInputChange}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      allowsEmptyCollection
    >
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <InputBox>
        <SearchInput ref={inputRef} placeholder={placeholder ?? intl.formatMessage({ id: 'ui.combobox.placeholder' })} />
        {loading ? (
          <BusyMark aria-hidden="true">
            <Spinner />
          </BusyMark>
        ) : null}
        <ComboboxClear inputRef={inputRef} disabled={disabled} />
        <OpenButton>
          <ChevronDownIcon />
        </OpenButton>
      </InputBox>
      <FieldErrorText>{error}</FieldErrorText>
      {/* data-live-announcer: react-aria leaves such regions visible while the list is open. */}
      <VisuallyHidden role="status" data-live-announcer="true">
        {loading ? <FormattedMessage id="ui.combobox.loading" /> : null}
      </VisuallyHidden>
      <ListPopover>
        <ListBox renderEmptyState={() => <ComboboxEmpty loading={loading} />}>
          {(option: ComboboxOption) => (
            <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.disabled}>
              {({ isSelected }) => (
                <>
                  <OptionCheck>{isSelected ? <CheckIcon /> : null}</OptionCheck>
                  {/* Data may be in either language: isolate it so its words keep their order. */}
                  <bdi>{option.label}</bdi>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </ListPopover>
    </ComboRoot>
  );
}
