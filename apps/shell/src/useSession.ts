import { useSyncExternalStore } from 'react';
import { useServices } from './services.ts';

/** Whether a session exists now; re-renders on sign-in, sign-out and other tabs' changes. */
export function useHasSession(): boolean {
  const { tokens } = useServices();
  return useSyncExternalStore(tokens.subscribe, tokens.hasSession, tokens.hasSession);
}
