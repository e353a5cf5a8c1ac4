import { useRef, useState } from 'react';

/** What a screen's `onSubmit` may answer: nothing, or the call's promise (the form stays busy until it settles). */
export type SubmitAnswer = void | Promise<unknown>;

/**
 * The busy state of a screen's submit: busy while the parent says so (`isPending`) or while
 * the promise `onSubmit` returned is running. A second submit while busy is dropped, so a
 * double click or Enter sends one request.
 */
export function usePendingSubmit<T>(onSubmit: (value: T) => SubmitAnswer, isPending = false) {
  const running = useRef(false);
  const [waiting, setWaiting] = useState(false);
  async function submit(value: T): Promise<void> {
    if (isPending || running.current) return;
    const answer = onSubmit(value);
    if (!answer) return;
    running.current = true;
    setWaiting(true);
    try {
      await answer;
    } finally {
      running.current = false;
      setWaiting(false);
    }
  }
  return { busy: isPending || waiting, submit };
}
