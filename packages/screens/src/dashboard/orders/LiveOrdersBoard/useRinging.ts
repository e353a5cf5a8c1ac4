import { useCallback, useEffect, useState } from 'react';
import { useOrdersEnvironment, type SoundState } from '../shared/ordersEnvironment.tsx';

export interface Ringing {
  /** The browser blocked sound (autoplay policy) and the device is not muted: ask for a click. */
  blocked: boolean;
  /** From a click: asks the browser to allow sound, and rings at once if an order waits. */
  unlock: () => Promise<void>;
}

/**
 * Rings at once and then every `ringEveryMs` while `active` and not `muted`; stops when nothing
 * waits. The sound's state is read on mount and after each ring, so a blocked bell is
 * reported as soon as it fails to ring.
 */
export function useRinging(active: boolean, muted: boolean): Ringing {
  const { sound, ringEveryMs } = useOrdersEnvironment();
  const [state, setState] = useState<SoundState>(() => sound.state());

  useEffect(() => {
    if (!active || muted) return;
    const ring = () => {
      sound.play();
      setState(sound.state());
    };
    // The first ring goes out on the next tick, the rest on the interval.
    const first = setTimeout(ring, 0);
    const timer = setInterval(ring, ringEveryMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, muted, sound, ringEveryMs]);

  const unlock = useCallback(async () => {
    const next = await sound.unlock();
    setState(next);
    if (next === 'running' && active && !muted) sound.play();
  }, [sound, active, muted]);

  return { blocked: !muted && state === 'suspended', unlock };
}

/**
 * While orders wait, the tab's title starts with their count and "New order", so a tab in
 * the background still shows it; the title is put back when they are acknowledged.
 */
export function useTitleSignal(text: string | null): void {
  useEffect(() => {
    if (!text) return;
    const base = document.title;
    const signalled = `${text} · ${base}`;
    document.title = signalled;
    return () => {
      // Put back only our own change: another page may have set its title since.
      if (document.title === signalled) document.title = base;
    };
  }, [text]);
}
