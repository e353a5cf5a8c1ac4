import type { RuntimeConfig } from '@dukkan/core';
import { createWorkingShopStore, type WorkingShopStore } from '@dukkan/data';
import { createAppServices, useServices, type AppServices, type AppServicesOptions } from '@dukkan/shell';

/** The shared services plus the dashboard's own: the shop a lead works on. No cart, no pixel. */
export interface DashboardServices extends AppServices {
  workingShop: WorkingShopStore;
}

export function createDashboardServices(config: RuntimeConfig, { storage }: Pick<AppServicesOptions, 'storage'> = {}): DashboardServices {
  const shared = createAppServices(config, { storage });
  const workingShop = createWorkingShopStore({ storage: shared.storage });
  return { ...shared, workingShop };
}

export function useDashboardServices(): DashboardServices {
  return useServices<DashboardServices>();
}
