import { useShop } from '@dukkan/data';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';

/** The working shop's public record (GET /shop/{id}/light), for its name in both languages. */
export function useShopDetailsName() {
  const { shopId } = useWorkingShop();
  return useShop(shopId);
}
