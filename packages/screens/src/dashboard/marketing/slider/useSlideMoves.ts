/**
 * Reordering slides by keyboard and by pointer, with what happens said in a live region
 * (the 1-D sibling of the CRM board's `useCardMoves`, decision 0049). Keyboard, on a slide's
 * handle: Space or Enter picks it up, ArrowUp/ArrowDown move it one place, Home/End to the
 * first/last place, Space or Enter drops it, Escape or Tab puts it back where it was. Pointer
 * (mouse, pen, touch): press the handle and drag over the other slides; let go to drop.
 */
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';

export interface SlideMoves {
  /** The slide being moved, if any. */
  picked: string | null;
  announcement: string;
  handleProps(key: string): {
    ref: (el: HTMLButtonElement | null) => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
    onPointerCancel: () => void;
    'aria-pressed': boolean;
  };
}

export function moveKey(order: readonly string[], key: string, to: number): string[] {
  const rest = order.filter((k) => k !== key);
  const place = Math.max(0, Math.min(rest.length, to));
  return [...rest.slice(0, place), key, ...rest.slice(place)];
}

export function useSlideMoves(order: readonly string[], onMove: (next: string[]) => void, nameOf: (key: string) => string): SlideMoves {
  const intl = useIntl();
  const [picked, setPicked] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const start = useRef<{ key: string; order: string[]; pointer: boolean } | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  // React moves the picked slide's node; keep the keyboard on its handle.
  useLayoutEffect(() => {
    if (picked && !start.current?.pointer) handles.current.get(picked)?.focus();
  }, [order, picked]);

  const say = useCallback(
    (id: string, key: string, at: number) =>
      setAnnouncement(intl.formatMessage({ id }, { name: nameOf(key), position: at + 1, total: order.length })),
    [intl, nameOf, order.length],
  );

  const pickUp = (key: string, pointer: boolean) => {
    start.current = { key, order: [...order], pointer };
    setPicked(key);
    say('dashboard.marketing.slider.move.picked', key, order.indexOf(key));
  };
  const moveTo = (key: string, to: number) => {
    const next = moveKey(order, key, to);
    if (next.join() === order.join()) return;
    onMove(next);
    say('dashboard.marketing.slider.move.over', key, next.indexOf(key));
  };
  const drop = (key: string) => {
    start.current = null;
    setPicked(null);
    say('dashboard.marketing.slider.move.dropped', key, order.indexOf(key));
  };
  const cancel = () => {
    const from = start.current;
    start.current = null;
    setPicked(null);
    if (!from) return;
    onMove(from.order);
    say('dashboard.marketing.slider.move.cancelled', from.key, from.order.indexOf(from.key));
  };

  const handleProps = (key: string) => ({
    ref: (el: HTMLButtonElement | null) => {
      if (el) handles.current.set(key, el);
      else handles.current.delete(key);
    },
    'aria-pressed': picked === key,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const at = order.indexOf(key);
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        if (picked === key) drop(key);
        else pickUp(key, false);
        return;
      }
      if (picked !== key) return;
      const moves: Record<string, number> = { ArrowUp: at - 1, ArrowDown: at + 1, Home: 0, End: order.length - 1 };
      if (event.key in moves) {
        event.preventDefault();
        moveTo(key, moves[event.key] ?? at);
      } else if (event.key === 'Escape' || event.key === 'Tab') {
        if (event.key === 'Escape') event.preventDefault();
        cancel();
      }
    },
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      pickUp(key, true);
    },
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
      if (!start.current?.pointer || picked !== key) return;
      const over = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-slide-index]');
      const index = over ? Number(over.dataset.slideIndex) : NaN;
      if (Number.isInteger(index)) moveTo(key, index);
    },
    onPointerUp: (event: PointerEvent<HTMLButtonElement>) => {
      if (!start.current?.pointer) return;
      event.currentTarget.releasePointerCapture(event.pointerId);
      drop(key);
    },
    onPointerCancel: () => {
      if (start.current?.pointer) cancel();
    },
  });

  return { picked, announcement, handleProps };
}
