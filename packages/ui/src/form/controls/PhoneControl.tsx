import { PhoneInput } from '../../PhoneInput/index.ts';
import type { FormControlProps } from '../inputTypes.ts';
import { ControlWrapper } from './ControlWrapper.tsx';

/** The phone in E.164 (`+971501234567`), as the API takes it. */
export function PhoneControl(props: FormControlProps) {
  return (
    <ControlWrapper id={props.id} inputRef={props.inputRef} onBlur={() => undefined} onFocus={props.onFocus}>
      <PhoneInput
        id={props.id}
        name={props.name}
        label={props.label}
        description={props.description}
        error={props.error}
        value={String(props.value ?? '')}
        onChange={(phone) => props.onChange(phone.e164)}
        onBlur={props.onBlur}
        disabled={props.disabled}
        required={props.required}
      />
    </ControlWrapper>
  );
}
