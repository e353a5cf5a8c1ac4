import { useEffect, useState } from 'react';
import { openingStatus, primaryLatLng } from '@dukkan/core';
import { useAddresses, useAllProducts, useShopInfo } from '@dukkan/data';
import { RestaurantPage } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { useStorefrontServices } from '../../services.ts';
import { urls } from '../../urls.ts';
import { dubaiNow } from '../cart/dubaiClock.ts';

/** How often the open/closed line is worked out again while the page stays open. */
const STATUS_REFRESH_MS = 60_000;

/**
 * `/resturant` (customer spec §2, the spec's spelling): the shop priced for the primary
 * address like the home page (delivery fee), open or closed in Dubai's clock whatever the
 * device's zone, and the menu from the product listing the home page also uses.
 */
export function RestaurantRoute() {
  const { config } = useStorefrontServices();
  const { isLoggedIn } = useUserState();
  const addresses = useAddresses(isLoggedIn);
  const latlng = addresses.data ? primaryLatLng(addresses.data) : null;
  const { data, error, isLoading, mutate } = useShopInfo(config.shopId, latlng);
  const listing = useAllProducts(data ? config.shopId : null);
  const [now, setNow] = useState(() => dubaiNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(dubaiNow()), STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <RestaurantPage
      info={data}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      opening={openingStatus(data?.hours, now)}
      menu={{ categories: listing.data, isLoading: listing.isLoading, error: listing.error, onRetry: () => void listing.mutate() }}
      categoryHref={urls.category}
      productHref={urls.product}
    />
  );
}
