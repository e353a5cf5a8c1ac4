import { useSnapshot } from 'valtio';
import { useLedShops, type LedShop } from '@dukkan/data';
import { useUserState } from '@dukkan/shell';
import { useDashboardServices } from '../services.ts';

export interface WorkingShop {
  /** The shop every call of every area goes to; undefined only while signed out. */
  shopId: string | undefined;
  isLead: boolean;
  /** For a lead: the shops to pick from (GET /shop/get). */
  shops: LedShop[] | undefined;
  shopsError: unknown;
  choose: (shopId: string) => void;
}

/** The shop the signed-in person works on: their own, or for a lead the one they picked. */
export function useWorkingShop(): WorkingShop {
  const { workingShop } = useDashboardServices();
  useSnapshot(workingShop.state);
  const { user, isLead } = useUserState();
  const shops = useLedShops(isLead);
  const led = shops.data?.filter((s) => !s.isBanned).map((s) => s.id);
  return {
    shopId: workingShop.resolve(user ? { id: String(user.id), shop: user.shop, isLead } : null, led),
    isLead,
    shops: shops.data,
    shopsError: shops.error,
    choose: (shopId) => {
      if (user) workingShop.choose(String(user.id), shopId);
    },
  };
}
