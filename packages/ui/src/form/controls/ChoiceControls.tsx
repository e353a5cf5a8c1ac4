/** Adapters from the form layer to the inputs group's list and switch controls (react-aria based; they load on demand). */
import { Combobox } from '../../Combobox/index.ts';
import { Select } from '../../Select/index.ts';
import { Switch } from '../../Switch/index.ts';
import type { FormControlProps } from '../inputTypes.ts';
import { ControlWrapper } from './ControlWrapper.tsx';
import { selected } from './selected.ts';

function choices(options: FormControlProps['options']) {
  return (options ?? []).map((option) => ({ id: option.value, label: option.label, disabled: option.disabled }));
}

function placeholderOf(props: FormControlProps): string | undefined {
  const placeholder = props.inputProps?.placeholder;
  return typeof placeholder === 'string' ? placeholder : undefined;
}

/** Select and Combobox take the same props: one adapter serves both. */
function listControl(List: typeof Select | typeof Combobox) {
  return function ListControl(props: FormControlProps) {
    return (
      <ControlWrapper id={props.id} inputRef={props.inputRef} onBlur={props.onBlur} onFocus={props.onFocus}>
        <List
          id={props.id}
          name={props.name}
          label={props.label}
          description={props.description}
          error={props.error}
          options={choices(props.options)}
          placeholder={placeholderOf(props)}
          value={selected(props.value)}
          onChange={(id) => props.onChange(id ?? '')}
          disabled={props.disabled}
          required={props.required}
        />
      </ControlWrapper>
    );
  };
}

export const SelectControl = listControl(Select);
export const ComboboxControl = listControl(Combobox);

export function SwitchControl(props: FormControlProps) {
  return (
    <ControlWrapper id={props.id} inputRef={props.inputRef} onBlur={props.onBlur} onFocus={props.onFocus}>
      <Switch
        name={props.name}
        description={props.description}
        error={props.error}
        checked={props.value === true}
        onChange={props.onChange}
        disabled={props.disabled}
      >
        {props.label}
      </Switch>
    </ControlWrapper>
  );
}
