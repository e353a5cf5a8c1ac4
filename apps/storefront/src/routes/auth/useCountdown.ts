import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left of a countdown, ticking once a second; `restart` starts it again. */
export function useCountdown(initialSeconds: number) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, until]);
  const restart = useCallback((secondsFromNow: number) => {
    const start = Date.now();
    setNow(start);
    setUntil(start + secondsFromNow * 1000);
  }, []);
  return { seconds, restart };
}
