import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Spinner, type ButtonVariant } from '../Button/Button.styles.ts';
import { HiddenLabel, StyledIconButton, type IconButtonSize } from './IconButton.styles.ts';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'children' | 'aria-label'> {
  /** The icon, decorative (icons are aria-hidden). */
  icon: ReactNode;
  /** The accessible name, a translated message: "Remove Fresh milk", "Close". Required. */
  label: ReactNode;
  variant?: ButtonVariant;
  size?: IconButtonSize;
  shape?: 'square' | 'round';
  /** Shows a spinner, keeps the name and blocks clicks, like Button. */
  loading?: boolean;
  /** aria-disabled, like Button: stays focusable (focus is not lost when a stepper hits its max). */
  disabled?: boolean;
}

/**
 * An icon-only button. The name is real text, visually hidden, so it is translated with the
 * page and read in the interface language; the icon is decoration.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', shape = 'square', loading = false, disabled = false, type = 'button', onClick, ...rest },
  ref,
) {
  const inert = disabled || loading;
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      $variant={variant}
      $size="md"
      $fullWidth={false}
      $square={size}
      data-shape={shape}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : icon}
      <HiddenLabel>{label}</HiddenLabel>
    </StyledIconButton>
  );
});
