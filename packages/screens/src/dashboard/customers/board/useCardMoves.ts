/**
 * Moving cards between stages, by pointer and by keyboard (decision 0049), with no library:
 * - keyboard: Space or Enter picks the focused card up; the arrows move it across the columns
 *   (ArrowRight is the next column in English and the previous one in Arabic, as the columns
 *   run right to left; Up and Down follow the columns' order, as on a phone where they stack;
 *   Home and End go to the first and last); Space or Enter drops it; Escape or leaving the
 *   card puts it back;
 * - pointer (mouse, pen, touch): drag the card's handle onto a column and let go; Escape
 *   cancels.
 * Each step is announced in the interface language through `announce`.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CrmCardData } from './types.ts';

export interface Moving {
  cardId: string;
  /** Column indexes. */
  from: number;
  /** null while a pointer is over no column. */
  over: number | null;
  via: 'keyboard' | 'pointer';
}

export interface MoveStep {
  kind: 'picked' | 'over' | 'outside' | 'dropped' | 'same' | 'cancelled';
  card: CrmCardData;
  /** The column the step is about. */
  stage: number;
}

interface Options {
  /** Stage ids in board order. */
  stageIds: readonly string[];
  rtl: boolean;
  disabled: boolean;
  announce: (step: MoveStep) => void;
  onDrop: (card: CrmCardData, stageId: string, via: Moving['via']) => void;
}

const DRAG_THRESHOLD_PX = 5;

export function useCardMoves({ stageIds, rtl, disabled, announce, onDrop }: Options) {
  const [moving, setMoving] = useState<Moving | null>(null);
  const latest = useRef<Moving | null>(null);
  const press = useRef<{ card: CrmCardData; x: number; y: number; pointerId: number } | null>(null);
  const options = useRef({ stageIds, announce, onDrop });
  useLayoutEffect(() => {
    options.current = { stageIds, announce, onDrop };
  });

  /** The state now, for events that come before React renders again (a fast pointer). */
  const set = useCallback((next: Moving | null) => {
    latest.current = next;
    setMoving(next);
  }, []);

  const end = useCallback(
    (card: CrmCardData, state: Moving, drop: boolean) => {
      set(null);
      press.current = null;
      const { stageIds: ids, announce: say, onDrop: dropped } = options.current;
      if (!drop || state.over === null) {
        say({ kind: 'cancelled', card, stage: state.from });
        return;
      }
      if (state.over === state.from) {
        say({ kind: 'same', card, stage: state.from });
        return;
      }
      const target = ids[state.over];
      if (!target) return;
      say({ kind: 'dropped', card, stage: state.over });
      dropped(card, target, state.via);
    },
    [set],
  );

  const start = useCallback(
    (card: CrmCardData, via: Moving['via']) => {
      const from = options.current.stageIds.indexOf(card.stageId);
      if (from < 0 || disabled) return;
      set({ cardId: card.id, from, over: from, via });
      options.current.announce({ kind: 'picked', card, stage: from });
    },
    [disabled, set],
  );

  const hover = useCallback(
    (card: CrmCardData, state: Moving, over: number | null) => {
      if (over === state.over) return;
      set({ ...state, over });
      options.current.announce(over === null ? { kind: 'outside', card, stage: state.from } : { kind: 'over', card, stage: over });
    },
    [set],
  );

  const onKeyDown = useCallback(
    (card: CrmCardData, event: KeyboardEvent<HTMLElement>) => {
      const state = latest.current;
      const mine = state?.cardId === card.id ? state : null;
      const activate = event.key === 'Enter' || event.key === ' ';
      if (!mine) {
        if (!activate || state) return;
        event.preventDefault();
        start(card, 'keyboard');
        return;
      }
      const last = options.current.stageIds.length - 1;
      const current = mine.over ?? mine.from;
      const step: Record<string, number> = {
        ArrowRight: rtl ? -1 : 1,
        ArrowLeft: rtl ? 1 : -1,
        ArrowDown: 1,
        ArrowUp: -1,
      };
      if (event.key in step) {
        event.preventDefault();
        const over = Math.min(last, Math.max(0, current + (step[event.key] ?? 0)));
        if (over === current) options.current.announce({ kind: 'over', card, stage: over });
        else hover(card, mine, over);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        hover(card, mine, event.key === 'Home' ? 0 : last);
      } else if (activate) {
        event.preventDefault();
        end(card, mine, true);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        end(card, mine, false);
      } else if (event.key === 'Tab') {
        end(card, mine, false);
      }
    },
    [rtl, start, hover, end],
  );

  /** Leaving the card while it is picked up puts it back (a click elsewhere, a screen reader's jump). */
  const onBlur = useCallback(
    (card: CrmCardData) => {
      const state = latest.current;
      if (state?.cardId === card.id && state.via === 'keyboard') end(card, state, false);
    },
    [end],
  );

  const onPointerDown = useCallback(
    (card: CrmCardData, event: PointerEvent<HTMLElement>) => {
      if (disabled || event.button !== 0 || latest.current) return;
      press.current = { card, x: event.clientX, y: event.clientY, pointerId: event.pointerId };
      // Capture keeps the moves coming to the handle while the pointer is over other columns. A
      // pointer the browser no longer tracks (a cancelled touch, a synthetic event) cannot be captured.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // The moves still reach the handle while the pointer stays over it.
      }
    },
    [disabled],
  );

  const onPointerMove = useCallback(
    (card: CrmCardData, event: PointerEvent<HTMLElement>) => {
      const pressed = press.current;
      if (!pressed || pressed.card.id !== card.id || pressed.pointerId !== event.pointerId) return;
      const state = latest.current;
      if (!state) {
        if (Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) < DRAG_THRESHOLD_PX) return;
        start(card, 'pointer');
        return;
      }
      const column = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-stage-index]');
      hover(card, state, column ? Number(column.dataset.stageIndex) : null);
    },
    [start, hover],
  );

  const onPointerUp = useCallback(
    (card: CrmCardData, event: PointerEvent<HTMLElement>) => {
      const state = latest.current;
      const pressed = press.current;
      press.current = null;
      if (!pressed || pressed.pointerId !== event.pointerId || state?.cardId !== card.id || state.via !== 'pointer') return;
      end(card, state, event.type === 'pointerup');
    },
    [end],
  );

  // Escape cancels a pointer drag too (focus may be anywhere while the pointer drags).
  useEffect(() => {
    if (moving?.via !== 'pointer') return;
    const cancel = (event: globalThis.KeyboardEvent) => {
      const state = latest.current;
      const card = press.current?.card;
      if (event.key !== 'Escape' || !state || !card) return;
      end(card, state, false);
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [moving?.via, end]);

  return { moving, onKeyDown, onBlur, onPointerDown, onPointerMove, onPointerUp };
}
