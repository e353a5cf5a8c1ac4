import '@dukkan/ui/fonts';
import { AppRoot, boot } from '@dukkan/shell';
import { router } from './router.tsx';
import { prefetchAreaRoutesWhenIdle } from './routeTable.tsx';
import { createDashboardServices } from './services.ts';

void boot((config) => <AppRoot config={config} router={router} createServices={createDashboardServices} />, { messages: 'dashboard' }).then(
  prefetchAreaRoutesWhenIdle,
);
