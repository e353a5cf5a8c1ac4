import { createAppConfig } from '../../scripts/vite-app.ts';
import { ports } from '../../scripts/ports.ts';
import { prerenderedShell } from '../../scripts/prerendered-shell.ts';

const config = createAppConfig({ root: import.meta.dirname, devPort: ports.storefrontDev, previewPort: ports.storefrontPreview });

// The layout is in the HTML before any script runs (issue #17 item 3, docs/decisions/0095).
export default { ...config, plugins: [...(config.plugins ?? []), prerenderedShell({ module: 'src/shell/prerender.tsx' })] };
