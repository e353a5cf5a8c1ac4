import '@dukkan/ui/fonts';
import { AppRoot, boot } from '@dukkan/shell';
import { router } from './router.tsx';
import { createStorefrontServices } from './services.ts';
import { StorefrontChrome } from './StorefrontChrome.tsx';

void boot((config) => <AppRoot config={config} router={router} createServices={createStorefrontServices} extras={<StorefrontChrome />} />, {
  messages: 'storefront',
});
