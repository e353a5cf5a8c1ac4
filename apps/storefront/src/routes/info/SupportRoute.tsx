import { useShopInfo } from '@dukkan/data';
import { SupportPage } from '@dukkan/screens';
import { useStorefrontServices } from '../../services.ts';
import { urls } from '../../urls.ts';

/** `/support` (customer spec §2): the shop's help text, or the standard answers. */
export function SupportRoute() {
  const { config } = useStorefrontServices();
  const { data, error, isLoading, mutate } = useShopInfo(config.shopId);
  return (
    <SupportPage
      info={data}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      contactHref={urls.contact()}
      ordersHref={urls.orders()}
    />
  );
}
