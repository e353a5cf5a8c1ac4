import { useEffect, useState } from 'react';

/** Typing pauses this long before a list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `ms`: a search box asks the server once per pause. */
export function useDebounced<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
