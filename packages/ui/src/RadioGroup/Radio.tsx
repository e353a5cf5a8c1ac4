import type { ReactNode } from 'react';
import { FieldDescription } from '../Select/field.styles.ts';
import { Dot, OptionButton, OptionRoot } from './RadioGroup.styles.ts';

export interface RadioProps {
  value: string;
  /** The label. */
  children: ReactNode;
  /** A line under the label, tied to the radio with aria-describedby. */
  description?: ReactNode;
  disabled?: boolean;
}

/** One option of a RadioGroup. */
export function Radio({ value, children, description, disabled }: RadioProps) {
  return (
    <OptionRoot value={value} isDisabled={disabled}>
      <OptionButton>
        <Dot aria-hidden="true" />
        <span>{children}</span>
      </OptionButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
    </OptionRoot>
  );
}
