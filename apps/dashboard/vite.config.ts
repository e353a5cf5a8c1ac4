import { createAppConfig } from '../../scripts/vite-app.ts';
import { ports } from '../../scripts/ports.ts';

export default createAppConfig({ root: import.meta.dirname, devPort: ports.dashboardDev, previewPort: ports.dashboardPreview });
