const FOCUSABLE = 'input, select, textarea, button, [tabindex]';

/**
 * The element to focus for a field: the registered element itself when it can take focus,
 * else the first reachable control inside it (a wrapped react-aria field: the select's
 * button, the chosen radio, the first date segment). Hidden native mirrors are skipped.
 */
export function focusTarget(element: HTMLElement | null): HTMLElement | null {
  if (!element) return null;
  if (element.matches(FOCUSABLE) && element.tabIndex >= 0) return element;
  // A wrapper may name the control that should take focus (a phone's number, not its country).
  const preferred = element.dataset.focusId ? element.querySelector<HTMLElement>(`[id="${element.dataset.focusId}"]`) : null;
  if (preferred && preferred.matches(FOCUSABLE) && preferred.tabIndex >= 0) return preferred;
  for (const candidate of element.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (candidate.tabIndex >= 0 && !candidate.hasAttribute('disabled') && !candidate.closest('[aria-hidden="true"]')) return candidate;
  }
  return element;
}
