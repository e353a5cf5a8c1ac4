import { useLayoutEffect, useState } from 'react';

/**
 * How many cards of at least `minInline` px, `gap` apart, fit the element's width: the same
 * count as CSS `repeat(auto-fill, minmax(minInline, 1fr))`, known to the windowed grid so it
 * can turn products into rows. Measured before paint, and again on every resize.
 */
export function useColumnCount(element: HTMLElement | null, minInline: number, gap: number): number {
  const [columns, setColumns] = useState(2);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = (width: number) => setColumns(Math.max(1, Math.floor((width + gap) / (minInline + gap))));
    measure(element.clientWidth);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, minInline, gap]);
  return columns;
}
