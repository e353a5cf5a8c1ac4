import { useShopInfo } from '@dukkan/data';
import { AboutPage } from '@dukkan/screens';
import { useStorefrontServices } from '../../services.ts';
import { urls } from '../../urls.ts';

/** `/about` (customer spec §2 "information pages"): the shop from `/shop/{id}/light`. */
export function AboutRoute() {
  const { config } = useStorefrontServices();
  const { data, error, isLoading, mutate } = useShopInfo(config.shopId);
  return (
    <AboutPage
      info={data}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      contactHref={urls.contact()}
      homeHref={urls.home()}
    />
  );
}
