/** Production builds of both host apps, one after the other (2 cores). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
for (const app of ['storefront', 'dashboard']) {
  const result = spawnSync('vite', ['build', '--config', `apps/${app}/vite.config.ts`, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
