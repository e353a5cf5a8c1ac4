import { useEffect } from 'react';
import { CART_OPTIONS_STORAGE_KEY, CART_STORAGE_KEY } from '@dukkan/data';
import { useStorefrontServices } from './services.ts';

/**
 * The storefront's parts outside the routes: the cart's cross-tab sync (decision 0016) and the
 * pixel start (customer spec §7, loads 10 s later when enabled). The dashboard has neither.
 */
export function StorefrontChrome() {
  const { cart, options, pixel } = useStorefrontServices();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_STORAGE_KEY) cart.sync();
      if (event.key === null || event.key === CART_OPTIONS_STORAGE_KEY) options.sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [cart, options]);
  useEffect(() => {
    pixel.start();
    return () => pixel.stop();
  }, [pixel]);
  return null;
}
