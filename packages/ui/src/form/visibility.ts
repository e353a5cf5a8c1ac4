/**
 * When a field shows its message (vendor spec §4, §9): after blur by default, after the
 * first change for checkboxes ("dirty"), at once ("live") when asked, or only after a submit
 * attempt ("submit"). A failed submit shows every message whatever the setting.
 */
export type ValidationVisibility = 'blur' | 'dirty' | 'live' | 'submit';

/** Default input debounce for typed input, in milliseconds (vendor spec §9). */
export const DEFAULT_DEBOUNCE_MS = 20;
export const DEFAULT_VISIBILITY: ValidationVisibility = 'blur';

export interface FieldInteraction {
  /** Left at least once (final-form `touched`). */
  touched?: boolean;
  /** Changed at least once (final-form `modified`). */
  modified?: boolean;
  /** The form's last submit was blocked or rejected. */
  submitFailed?: boolean;
}

export function isMessageVisible(visibility: ValidationVisibility, state: FieldInteraction): boolean {
  if (state.submitFailed) return true;
  switch (visibility) {
    case 'live':
      return true;
    case 'dirty':
      return Boolean(state.modified);
    case 'blur':
      return Boolean(state.touched);
    case 'submit':
      return false;
  }
}
