import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { UserStoreState } from '@dukkan/data';
import { useServices } from './services.ts';

/** The signed-in user's state (user, staff flags, isLoggedIn); re-renders on every change. */
export function useUserState(): Readonly<UserStoreState> {
  const { user } = useServices();
  return useSnapshot(user.state) as Readonly<UserStoreState>;
}

/**
 * Another tab signed in, refreshed or signed out: re-read the tokens so this tab follows
 * (docs/decisions/0014). Mounted once by AppRoot.
 */
export function useCrossTabSync(): void {
  const { tokens } = useServices();
  useEffect(() => {
    const onStorage = () => tokens.sync();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [tokens]);
}
