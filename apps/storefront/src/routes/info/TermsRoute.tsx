import { useShopInfo } from '@dukkan/data';
import { TermsPage } from '@dukkan/screens';
import { useStorefrontServices } from '../../services.ts';
import { urls } from '../../urls.ts';

/** `/terms` (customer spec §2): the shop's terms, or the standard terms naming the shop. */
export function TermsRoute() {
  const { config } = useStorefrontServices();
  const { data, error, isLoading, mutate } = useShopInfo(config.shopId);
  return <TermsPage info={data} isLoading={isLoading} error={error} onRetry={() => void mutate()} contactHref={urls.contact()} />;
}
