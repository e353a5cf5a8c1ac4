import { useShopInfo } from '@dukkan/data';
import { MobileAppPage } from '@dukkan/screens';
import { useStorefrontServices } from '../../services.ts';
import { urls } from '../../urls.ts';

/** `/app` (customer spec §2 "app page"): the shop's store links, or ordering from the browser. */
export function MobileAppRoute() {
  const { config } = useStorefrontServices();
  const { data, error, isLoading, mutate } = useShopInfo(config.shopId);
  return <MobileAppPage info={data} isLoading={isLoading} error={error} onRetry={() => void mutate()} homeHref={urls.home()} />;
}
