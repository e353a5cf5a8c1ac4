import { useRef, type ReactNode, type RefCallback } from 'react';

export interface ControlWrapperProps {
  id: string;
  inputRef: RefCallback<HTMLElement>;
  onBlur(): void;
  onFocus(): void;
  children: ReactNode;
}

/**
 * For inputs that take no ref and report no blur (the react-aria fields): the wrapper is the
 * field's element for focusing (its first control), and "blur" is focus leaving the field for
 * good. React focus events bubble through portals, so moving into the field's own popover
 * (a select's list) is not a blur.
 */
export function ControlWrapper({ id, inputRef, onBlur, onFocus, children }: ControlWrapperProps) {
  const focused = useRef(false);
  return (
    <div
      ref={inputRef}
      id={`${id}-field`}
      data-focus-id={id}
      onFocus={() => {
        focused.current = true;
        onFocus();
      }}
      onBlur={() => {
        focused.current = false;
        setTimeout(() => {
          if (!focused.current) onBlur();
        }, 0);
      }}
    >
      {children}
    </div>
  );
}
