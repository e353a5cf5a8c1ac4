import { browserSessionStorage, type RuntimeConfig } from '@dukkan/core';
import { createWorkingShopStore, type WorkingShopStore } from '@dukkan/data';
import { createAppServices, useServices, type AppServices, type AppServicesOptions } from '@dukkan/shell';
import { createDraftStore, type DraftStore } from '@dukkan/ui';

/** The shared services plus the dashboard's own: the shop a lead works on, the forms' drafts. No cart, no pixel. */
export interface DashboardServices extends AppServices {
  workingShop: WorkingShopStore;
  /** What was typed in the edit forms, kept over a forced sign-out in this tab (docs/decisions/0090). */
  drafts: DraftStore;
}

export function createDashboardServices(config: RuntimeConfig, { storage }: Pick<AppServicesOptions, 'storage'> = {}): DashboardServices {
  const shared = createAppServices(config, { storage });
  const workingShop = createWorkingShopStore({ storage: shared.storage });
  // sessionStorage: the tab's own, gone with it; stories and tests keep theirs in the given memory storage.
  const { tokens } = shared;
  const drafts = createDraftStore({ storage: storage ? shared.storage : browserSessionStorage(), sessionLive: tokens.hasSession() });
  // Tokens cleared without a sign-out being chosen (a refused refresh, a 401 after the retry,
  // another tab): every form writes what it holds, kept for this person's next sign-in. A chosen
  // sign-out then removes them all (DashboardLayout).
  tokens.subscribe(() => (tokens.hasSession() ? drafts.begin() : drafts.endSession()));
  return { ...shared, workingShop, drafts };
}

export function useDashboardServices(): DashboardServices {
  return useServices<DashboardServices>();
}
