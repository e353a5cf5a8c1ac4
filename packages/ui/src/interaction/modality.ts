/**
 * The way the person last interacted with the page, as react-aria's focus-visible tracks it
 * (decisions 0092, 0094): a focus moved by the app (after a submit, a refusal) shows the keyboard
 * ring unless the last interaction was a pointer. The browser's own `:focus-visible` differs for
 * untrusted events (the stories' clicks), so the native radios and switches read this instead.
 */
let lastModality: 'keyboard' | 'pointer' | null = null;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const keyboard = (event: KeyboardEvent) => {
    // A modifier alone (or a shortcut) is not typing: react-aria ignores it too.
    if (event.metaKey || (!event.altKey && event.ctrlKey) || ['Control', 'Shift', 'Meta', 'Alt'].includes(event.key)) return;
    lastModality = 'keyboard';
  };
  const pointer = () => {
    lastModality = 'pointer';
  };
  document.addEventListener('keydown', keyboard, true);
  document.addEventListener('keyup', keyboard, true);
  document.addEventListener('pointerdown', pointer, true);
  document.addEventListener('mousedown', pointer, true);
}

/** Whether a focus now should show the keyboard ring. */
export function focusRingWanted(): boolean {
  listen();
  return lastModality !== 'pointer';
}

/** Starts tracking before the first focus (a radio or switch calls it when it mounts). */
export function trackModality(): void {
  listen();
}

// From the moment a radio or switch is loaded: the click that opened a dialog counts too.
listen();
