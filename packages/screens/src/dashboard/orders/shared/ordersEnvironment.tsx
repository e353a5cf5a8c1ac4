/**
 * What the orders screens take from the browser: the clock (time since an order was placed)
 * and the sound of a new order. Both come through a context, so stories and tests freeze the
 * time and listen to a fake bell; the app uses the real clock and Web Audio (no sound file).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** `running`: it can ring; `suspended`: the browser blocked sound until a click (autoplay policy). */
export type SoundState = 'running' | 'suspended' | 'unavailable';

export interface OrderSound {
  state(): SoundState;
  /** Called from a click: asks the browser to allow sound; resolves with the new state. */
  unlock(): Promise<SoundState>;
  /** One ring; returns false when the browser blocks it. */
  play(): boolean;
}

export interface OrdersEnvironment {
  now: () => number;
  sound: OrderSound;
  /** Time between two rings while an order waits. */
  ringEveryMs: number;
  /** How often "time since placed" is brought up to date. */
  tickMs: number;
}

type AudioContextClass = typeof AudioContext;

/**
 * A two-tone bell from an oscillator: loud enough for a kitchen, short enough not to annoy.
 * The AudioContext is made on first use; until a person clicks, browsers keep it suspended.
 */
export function createWebAudioSound(): OrderSound {
  let context: AudioContext | null = null;
  const get = (): AudioContext | null => {
    if (context) return context;
    const Ctor =
      (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
      (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Ctor) return null;
    try {
      context = new Ctor();
    } catch {
      return null;
    }
    return context;
  };
  const stateOf = (ctx: AudioContext | null): SoundState => (!ctx ? 'unavailable' : ctx.state === 'running' ? 'running' : 'suspended');
  return {
    state: () => stateOf(get()),
    async unlock() {
      const ctx = get();
      if (ctx && ctx.state !== 'running') {
        try {
          await ctx.resume();
        } catch {
          // Still blocked: the state says so.
        }
      }
      return stateOf(ctx);
    },
    play() {
      const ctx = get();
      if (!ctx || ctx.state !== 'running') return false;
      const start = ctx.currentTime;
      for (const [offset, frequency] of [
        [0, 880],
        [0.22, 660],
      ] as const) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = 'sine';
        osc.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, start + offset);
        gain.gain.exponentialRampToValueAtTime(0.5, start + offset + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
        osc.connect(gain).connect(ctx.destination);
        osc.start(start + offset);
        osc.stop(start + offset + 0.21);
      }
      return true;
    },
  };
}

let sharedSound: OrderSound | null = null;

/** One bell per page, made when first needed. */
function webAudioSound(): OrderSound {
  sharedSound ??= createWebAudioSound();
  return sharedSound;
}

const defaultEnvironment: OrdersEnvironment = {
  now: () => Date.now(),
  get sound() {
    return webAudioSound();
  },
  ringEveryMs: 3000,
  tickMs: 30_000,
};

const OrdersEnvironmentContext = createContext<OrdersEnvironment>(defaultEnvironment);

export function OrdersEnvironmentProvider({ value, children }: { value: Partial<OrdersEnvironment>; children: ReactNode }) {
  const parent = useContext(OrdersEnvironmentContext);
  const merged: OrdersEnvironment = {
    now: value.now ?? parent.now,
    sound: value.sound ?? parent.sound,
    ringEveryMs: value.ringEveryMs ?? parent.ringEveryMs,
    tickMs: value.tickMs ?? parent.tickMs,
  };
  return <OrdersEnvironmentContext.Provider value={merged}>{children}</OrdersEnvironmentContext.Provider>;
}

export function useOrdersEnvironment(): OrdersEnvironment {
  return useContext(OrdersEnvironmentContext);
}

/** The environment's time, brought up to date every `tickMs`. */
export function useNow(): number {
  const { now, tickMs } = useOrdersEnvironment();
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), tickMs);
    return () => clearInterval(timer);
  }, [now, tickMs]);
  return time;
}
