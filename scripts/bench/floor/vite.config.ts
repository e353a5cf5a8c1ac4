import { ports } from '../../ports.ts';
import { createAppConfig } from '../../vite-app.ts';

/** The bare-stack floor, built exactly as the apps are (main.tsx). */
export default createAppConfig({ root: import.meta.dirname, devPort: ports.floorDev, previewPort: ports.floorPreview });
