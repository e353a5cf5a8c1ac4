import { useContext, type RefObject } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { ClearIcon } from '../Icon/icons-inputs.tsx';
import { ListNote } from '../Select/list.styles.ts';

/**
 * Empties the text and the selection, then returns focus to the input. Out of the tab order,
 * like react-aria's SearchField clear button: keyboard users clear by editing the text, and
 * the open list hides everything outside the input from assistive tech.
 */
export function ComboboxClear({ inputRef, disabled }: { inputRef: RefObject<HTMLInputElement | null>; disabled?: boolean }) {
  const state = useContext(ComboBoxStateContext);
  if (!state || disabled || (state.inputValue === '' && state.value === null)) return null;
  return (
    <IconButton
      size="sm"
      tabIndex={-1}
      icon={<ClearIcon />}
      label={<FormattedMessage id="ui.combobox.clear" />}
      onClick={() => {
        state.setValue(null);
        state.setInputValue('');
        inputRef.current?.focus();
      }}
    />
  );
}

/** The open list's empty line: still loading, or nothing matches what was typed. */
export function ComboboxEmpty({ loading }: { loading?: boolean }) {
  const state = useContext(ComboBoxStateContext);
  if (loading) {
    return (
      <ListNote>
        <FormattedMessage id="ui.combobox.loading" />
      </ListNote>
    );
  }
  return (
    <ListNote>
      <FormattedMessage id="ui.combobox.noResults" values={{ query: <bdi>{state?.inputValue ?? ''}</bdi> }} />
    </ListNote>
  );
}
