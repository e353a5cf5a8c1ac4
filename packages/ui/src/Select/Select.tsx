import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckIcon } from '../Icon/index.ts';
import { ChevronDownIcon } from '../Icon/icons-inputs.tsx';
import { FieldDescription, FieldErrorText, FieldLabel } from './field.styles.ts';
import { ListNote, ListPopover, OptionCheck } from './list.styles.ts';
import { SelectRoot, Trigger, Value } from './Select.styles.ts';

export interface SelectOption {
  id: string;
  /** Already in the interface language (e.g. through core's `localised()`). */
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  /** A translated message; marks the select invalid and is announced with it. */
  error?: ReactNode;
  /** Defaults to "Select an option". */
  placeholder?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  /** Shown inside the open list when there are no options. */
  emptyMessage?: ReactNode;
}

/** A button that opens a listbox (react-aria Select): typeahead, arrows, Home/End, Escape. */
export function Select({
  label,
  options,
  description,
  error,
  placeholder,
  value,
  defaultValue,
  onChange,
  disabled,
  required,
  name,
  id,
  emptyMessage,
}: SelectProps) {
  const intl = useIntl();
  return (
    <SelectRoot
      id={id}
      name={name}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | Key[] | null) => onChange?.(key === null || Array.isArray(key) ? null : String(key))}
      placeholder={placeholder ?? intl.formatMessage({ id: 'ui.select.placeholder' })}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      allowsEmptyCollection
    >
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Trigger>
        {/* The text alone: the option's own rendering carries the list's check mark. */}
        <Value>{({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : <bdi>{selectedText}</bdi>)}</Value>
        <ChevronDownIcon />
      </Trigger>
      <FieldErrorText>{error}</FieldErrorText>
      <ListPopover>
        <ListBox items={options} renderEmptyState={() => <ListNote>{emptyMessage ?? <FormattedMessage id="ui.select.empty" />}</ListNote>}>
          {(option) => (
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
    </SelectRoot>
  );
}
