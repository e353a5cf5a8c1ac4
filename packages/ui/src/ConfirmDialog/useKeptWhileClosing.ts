import { useState } from 'react';

/**
 * The value a dialog showed while it was open. The dialogs store clears its texts the moment
 * it is answered, but the dialog still animates out: without this, the closing dialog would
 * flash the default title. Pass props one by one (their identity is stable between renders).
 */
export function useKeptWhileClosing<T>(value: T, isOpen: boolean): T {
  const [kept, setKept] = useState(value);
  if (isOpen && kept !== value) setKept(value);
  return isOpen ? value : kept;
}
