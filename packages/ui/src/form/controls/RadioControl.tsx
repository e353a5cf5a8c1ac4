/** The form layer's radio group (in every form's code: the sign-in pages use it). */
import { Radio, RadioGroup } from '../../RadioGroup/index.ts';
import type { FormControlProps } from '../inputTypes.ts';
import { ControlWrapper } from './ControlWrapper.tsx';
import { selected } from './selected.ts';

export function RadioControl(props: FormControlProps) {
  return (
    <ControlWrapper id={props.id} inputRef={props.inputRef} onBlur={props.onBlur} onFocus={props.onFocus}>
      <RadioGroup
        name={props.name}
        label={props.label}
        description={props.description}
        error={props.error}
        value={selected(props.value)}
        onChange={props.onChange}
        disabled={props.disabled}
        required={props.required}
      >
        {(props.options ?? []).map((option) => (
          <Radio key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </ControlWrapper>
  );
}
