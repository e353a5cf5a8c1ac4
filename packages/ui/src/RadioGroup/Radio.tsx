import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';
import { focusRingWanted, trackModality } from '../interaction/modality.ts';
import { RadioGroupContext } from './RadioGroup.tsx';
import { Dot, GroupDescription, OptionButton, OptionRoot } from './RadioGroup.styles.ts';

export interface RadioProps {
  value: string;
  /** The label. */
  children: ReactNode;
  /** A line under the label, tied to the radio with aria-describedby. */
  description?: ReactNode;
  disabled?: boolean;
}

/** One option of a RadioGroup: a native radio inside its label, drawn as a dot. */
export function Radio({ value, children, description, disabled }: RadioProps) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('Radio must be inside a RadioGroup');
  const descriptionId = `${useId()}-description`;
  const selected = group.selected === value;
  const isDisabled = group.disabled || disabled || undefined;
  // The ring shows for keyboard focus only, as on react-aria: a click on the option (or its
  // label) focuses the radio too, and Chromium counts a label's click as :focus-visible; a focus
  // the app moves here shows it unless the last interaction was a pointer (modality.ts).
  const [focusVisible, setFocusVisible] = useState(false);
  useEffect(trackModality, []);
  // Hover from a mouse only (a tap leaves no hover behind), as on react-aria.
  const [hovered, setHovered] = useState(false);
  const pressed = useRef(false);
  const optionRef = useRef<HTMLLabelElement>(null);
  // A pointer now over anything else ends the hover, as react-aria's useHover does: a leave
  // event can go missing (a story's separate clicks, a node moved under a still pointer).
  useEffect(() => {
    if (!hovered) return;
    const over = (event: PointerEvent) => {
      if (!(event.target instanceof Node && optionRef.current?.contains(event.target))) setHovered(false);
    };
    document.addEventListener('pointerover', over, true);
    return () => document.removeEventListener('pointerover', over, true);
  }, [hovered]);
  const flags = {
    'data-selected': selected || undefined,
    'data-disabled': isDisabled,
    'data-invalid': group.invalid || undefined,
  };
  return (
    <OptionRoot {...flags}>
      <OptionButton
        ref={optionRef}
        {...flags}
        data-focus-visible={focusVisible || undefined}
        data-hovered={(hovered && !isDisabled) || undefined}
        onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
        onPointerDown={() => {
          pressed.current = true;
        }}
        onPointerLeave={() => {
          pressed.current = false;
          setHovered(false);
        }}
      >
        <VisuallyHidden>
          <input
            type="radio"
            name={group.name}
            value={value}
            checked={selected}
            disabled={isDisabled}
            onChange={() => group.select(value)}
            onFocus={() => {
              setFocusVisible(!pressed.current && focusRingWanted());
              pressed.current = false;
            }}
            onBlur={() => setFocusVisible(false)}
            aria-describedby={[description ? descriptionId : undefined, group.describedBy].filter(Boolean).join(' ') || undefined}
          />
        </VisuallyHidden>
        <Dot aria-hidden="true" />
        <span>{children}</span>
      </OptionButton>
      {description ? <GroupDescription id={descriptionId}>{description}</GroupDescription> : null}
    </OptionRoot>
  );
}
