import type { Pixel, ShopPhone } from '@dukkan/core';

export interface CopyPhoneDeps {
  /** `navigator.clipboard`; missing outside a secure context or in old browsers. */
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
  pixel: Pick<Pixel, 'track'>;
}

/**
 * Copies the shop's phone (its `tel` form, `+97143456789`, which pastes into any dialer or
 * chat) and sends the phoneCopy pixel event (customer spec §1, §7) only when the clipboard
 * took it: a refused or missing clipboard copies nothing and reports nothing.
 */
export async function copyPhone(phone: ShopPhone, { clipboard, pixel }: CopyPhoneDeps): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(phone.tel);
  } catch {
    return false;
  }
  pixel.track('phoneCopy');
  return true;
}
