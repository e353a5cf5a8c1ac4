import { useEffect, useState } from 'react';

/** Characters as people count them: code points, so an emoji or a surrogate pair is one. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The count to announce, settled 600 ms after the last keystroke: announcing every key
 * would talk over the typing (the GOV.UK character count does the same).
 */
export function useCharacterCount(count: number, max: number | undefined): number | null {
  const [announced, setAnnounced] = useState<number | null>(null);
  const [first] = useState(count);
  useEffect(() => {
    if (max === undefined || count === (announced ?? first)) return undefined;
    const timer = setTimeout(() => setAnnounced(count), 600);
    return () => clearTimeout(timer);
  }, [count, max, announced, first]);
  return announced;
}
