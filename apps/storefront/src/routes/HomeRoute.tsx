import { useShop } from '@dukkan/data';
import { ShopHome } from '@dukkan/screens';
import { useServices } from '@dukkan/shell';
import { urls } from '../urls.ts';

/** `/`: the shop and its main categories (customer spec §2, §7 "Shop and products"). */
export function HomeRoute() {
  const { config } = useServices();
  const { data, error, isLoading, mutate } = useShop(config.shopId);
  return <ShopHome shop={data} isLoading={isLoading} error={error} onRetry={() => void mutate()} categoryHref={urls.category} />;
}
