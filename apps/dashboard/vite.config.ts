import { createAppConfig } from '../../scripts/vite-app.ts';
import { ports } from '../../scripts/ports.ts';

export default createAppConfig({
  root: import.meta.dirname,
  devPort: ports.dashboardDev,
  previewPort: ports.dashboardPreview,
  // A visit starts at the sign-in page or inside the signed-in layout (docs/decisions/0101).
  doors: [
    { name: 'sign-in', module: 'src/routes/SignInRoute.tsx' },
    { name: 'signed-in', module: 'src/layout/DashboardLayout.tsx', encloses: 'src/areas' },
  ],
});
