/**
 * Moving add-on groups up and down the list, by keyboard and by pointer, with no library (as the
 * CRM board's `useCardMoves`, decision 0049, for one column):
 * - keyboard: Space or Enter on a group's handle picks it up; ArrowUp and ArrowDown move it one
 *   place (the list runs top to bottom in both languages), Home and End to the first and last
 *   place; Space or Enter drops it; Escape, Tab or leaving the handle puts it back;
 * - pointer (mouse, pen, touch): drag the handle over another group and let go; Escape cancels.
 * Each step is announced through `announce`; `onDrop` gets the new order of every group.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface GroupMoving {
  id: string;
  /** Indexes in the list. */
  from: number;
  over: number;
  via: 'keyboard' | 'pointer';
}

export interface GroupMoveStep {
  kind: 'picked' | 'over' | 'dropped' | 'same' | 'cancelled';
  id: string;
  /** The place (index) the step is about. */
  position: number;
}

interface Options {
  /** Group ids in their order. */
  ids: readonly string[];
  disabled: boolean;
  announce: (step: GroupMoveStep) => void;
  onDrop: (id: string, to: number, via: GroupMoving['via']) => void;
}

const DRAG_THRESHOLD_PX = 5;

export function useGroupMoves({ ids, disabled, announce, onDrop }: Options) {
  const [moving, setMoving] = useState<GroupMoving | null>(null);
  const latest = useRef<GroupMoving | null>(null);
  const press = useRef<{ id: string; x: number; y: number; pointerId: number } | null>(null);
  const options = useRef({ ids, announce, onDrop });
  useLayoutEffect(() => {
    options.current = { ids, announce, onDrop };
  });

  const set = useCallback((next: GroupMoving | null) => {
    latest.current = next;
    setMoving(next);
  }, []);

  const end = useCallback(
    (state: GroupMoving, drop: boolean) => {
      set(null);
      press.current = null;
      const { announce: say, onDrop: dropped } = options.current;
      if (!drop) say({ kind: 'cancelled', id: state.id, position: state.from });
      else if (state.over === state.from) say({ kind: 'same', id: state.id, position: state.from });
      else {
        say({ kind: 'dropped', id: state.id, position: state.over });
        dropped(state.id, state.over, state.via);
      }
    },
    [set],
  );

  const start = useCallback(
    (id: string, via: GroupMoving['via']) => {
      const from = options.current.ids.indexOf(id);
      if (from < 0 || disabled) return;
      set({ id, from, over: from, via });
      options.current.announce({ kind: 'picked', id, position: from });
    },
    [disabled, set],
  );

  const hover = useCallback(
    (state: GroupMoving, over: number) => {
      if (over === state.over) return;
      set({ ...state, over });
      options.current.announce({ kind: 'over', id: state.id, position: over });
    },
    [set],
  );

  const onKeyDown = useCallback(
    (id: string, event: KeyboardEvent<HTMLElement>) => {
      const state = latest.current;
      const mine = state?.id === id ? state : null;
      const activate = event.key === 'Enter' || event.key === ' ';
      if (!mine) {
        if (!activate || state) return;
        event.preventDefault();
        start(id, 'keyboard');
        return;
      }
      const last = options.current.ids.length - 1;
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        const over = Math.min(last, Math.max(0, mine.over + (event.key === 'ArrowDown' ? 1 : -1)));
        // At either end, say where it is again rather than nothing.
        if (over === mine.over) options.current.announce({ kind: 'over', id, position: over });
        else hover(mine, over);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        hover(mine, event.key === 'Home' ? 0 : last);
      } else if (activate) {
        event.preventDefault();
        end(mine, true);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        end(mine, false);
      } else if (event.key === 'Tab') {
        end(mine, false);
      }
    },
    [start, hover, end],
  );

  const onBlur = useCallback(
    (id: string) => {
      const state = latest.current;
      if (state?.id === id && state.via === 'keyboard') end(state, false);
    },
    [end],
  );

  const onPointerDown = useCallback(
    (id: string, event: PointerEvent<HTMLElement>) => {
      if (disabled || event.button !== 0 || latest.current) return;
      press.current = { id, x: event.clientX, y: event.clientY, pointerId: event.pointerId };
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks cannot be captured; moves still reach the handle.
      }
    },
    [disabled],
  );

  const onPointerMove = useCallback(
    (id: string, event: PointerEvent<HTMLElement>) => {
      const pressed = press.current;
      if (!pressed || pressed.id !== id || pressed.pointerId !== event.pointerId) return;
      const state = latest.current;
      if (!state) {
        if (Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) >= DRAG_THRESHOLD_PX) start(id, 'pointer');
        return;
      }
      const item = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-group-index]');
      if (item) hover(state, Number(item.dataset.groupIndex));
    },
    [start, hover],
  );

  const onPointerUp = useCallback(
    (id: string, event: PointerEvent<HTMLElement>) => {
      const state = latest.current;
      const pressed = press.current;
      press.current = null;
      if (!pressed || pressed.pointerId !== event.pointerId || state?.id !== id || state.via !== 'pointer') return;
      end(state, event.type === 'pointerup');
    },
    [end],
  );

  useEffect(() => {
    if (moving?.via !== 'pointer') return;
    const cancel = (event: globalThis.KeyboardEvent) => {
      const state = latest.current;
      if (event.key === 'Escape' && state) end(state, false);
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [moving?.via, end]);

  return { moving, onKeyDown, onBlur, onPointerDown, onPointerMove, onPointerUp };
}
