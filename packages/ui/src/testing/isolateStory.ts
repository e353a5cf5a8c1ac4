import { setInteractionModality } from 'react-aria-components';

/**
 * Puts the page back in the state a story starts from, whatever the previous story on the
 * same page did (issue #9 "isolation"): react-aria's global input modality (a keyboard story
 * would otherwise leave focus rings on the next story's autofocused field), focus, scroll and
 * any text selection. Mounting, the mock database and the SWR cache are reset by the preview.
 *
 * The modality starts as "pointer": the state a customer is in after clicking their way to
 * a screen. Stories that type set it to keyboard themselves, as a user would.
 */
export function isolateStory(): void {
  setInteractionModality('pointer');
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) active.blur();
  window.getSelection()?.removeAllRanges();
  window.scrollTo(0, 0);
}
