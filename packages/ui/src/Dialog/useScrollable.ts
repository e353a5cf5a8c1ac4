import { useEffect, useState } from 'react';

/**
 * Whether an element's content overflows it. A region that scrolls must be reachable by
 * keyboard (WCAG 2.1.1; axe `scrollable-region-focusable`), so callers give it
 * tabIndex={0} only while it actually scrolls and add no tab stop otherwise.
 * Returns a callback ref, so it follows an element that mounts when an overlay opens.
 */
export function useScrollable(): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, scrollable];
}
