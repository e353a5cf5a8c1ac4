import '@dukkan/ui/fonts';
import { AppRoot, boot } from '@dukkan/shell';
import { router } from './router.tsx';

void boot((config) => <AppRoot config={config} router={router} />);
