import { useMemo } from 'react';
import { capabilitiesOf, type Capability } from '@dukkan/core';
import { useUserState } from '@dukkan/shell';

/** `can('orders:update')` for the signed-in person (core's one table; decision 0040). */
export function useCan(): (capability: Capability) => boolean {
  const { user } = useUserState();
  const set = useMemo(() => capabilitiesOf(user), [user]);
  return (capability) => set.has(capability);
}
