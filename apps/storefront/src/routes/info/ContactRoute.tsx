import { useCallback } from 'react';
import type { ShopPhone } from '@dukkan/core';
import { useShopInfo } from '@dukkan/data';
import { ContactPage } from '@dukkan/screens';
import { useStorefrontServices } from '../../services.ts';
import { urls } from '../../urls.ts';
import { copyPhone } from './copyPhone.ts';

/** `/contactus` (customer spec §2): copying the phone sends the phoneCopy pixel event (§1, §7). */
export function ContactRoute() {
  const { config, pixel } = useStorefrontServices();
  const { data, error, isLoading, mutate } = useShopInfo(config.shopId);
  const onCopyPhone = useCallback((phone: ShopPhone) => copyPhone(phone, { clipboard: globalThis.navigator?.clipboard, pixel }), [pixel]);
  return (
    <ContactPage
      info={data}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      onCopyPhone={onCopyPhone}
      homeHref={urls.home()}
    />
  );
}
