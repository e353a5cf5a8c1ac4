import type { EndpointName, QueryInput } from '@dukkan/core';

/**
 * An SWR key is the call it stands for: the registry name and its arguments. Key factories
 * per domain build these, so the same data always has the same key, and a mutation can
 * revalidate exactly what it changed.
 */
export interface KeyArgs {
  params?: Record<string, string | number>;
  query?: QueryInput;
}

export type ApiKey = readonly [name: EndpointName, args?: KeyArgs];

export function apiKey(name: EndpointName, args?: KeyArgs): ApiKey {
  return args ? [name, args] : [name];
}
