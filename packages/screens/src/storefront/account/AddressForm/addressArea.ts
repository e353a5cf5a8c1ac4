import type { Area } from '@dukkan/core';

/** The `/area/find` lookup of the picked point, as the app's useAreaFind answers it. */
export type AddressAreaStatus = 'idle' | 'loading' | 'found' | 'notFound' | 'error';

/**
 * Whether an address may be saved at this point: `blocked` where the shop does not deliver
 * (no area, or an area with `delivers: false`), `checking` while the lookup runs. A failed
 * lookup does not block: the server resolves the area again when it stores the address.
 */
export type Deliverability = 'none' | 'checking' | 'delivers' | 'blocked' | 'unknown';

export function deliverability(status: AddressAreaStatus, area: Area | undefined): Deliverability {
  switch (status) {
    case 'idle':
      return 'none';
    case 'loading':
      return 'checking';
    case 'notFound':
      return 'blocked';
    case 'found':
      return area && !area.delivers ? 'blocked' : 'delivers';
    case 'error':
      return 'unknown';
  }
}
