/**
 * The Vite config both host apps share. Dev and preview servers proxy the API to the mock
 * API server (or to DUKKAN_API_PROXY, e.g. a staging backend): `/api` plus the few paths the
 * spec puts outside /api (`/pos/users`, `/whatsapp/templates` ...), derived from the endpoint
 * registry so no path is written twice. Product images of the mock kit live under /mock-assets.
 */
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import { endpoints } from '../packages/core/src/api/endpoints.ts';
import { mockApiOrigin } from './ports.ts';

export function proxiedPrefixes(): string[] {
  const prefixes = new Set<string>(['/api', '/mock-assets']);
  for (const { path } of endpoints) {
    if (path.startsWith('/api/')) continue;
    const staticPart = path.split('{')[0]?.replace(/\/$/, '') ?? path;
    prefixes.add(staticPart);
  }
  return [...prefixes].sort();
}

export function createAppConfig({ root, devPort, previewPort }: { root: string; devPort: number; previewPort: number }): UserConfig {
  const target = process.env.DUKKAN_API_PROXY ?? mockApiOrigin;
  const proxy: Record<string, ProxyOptions> = {};
  for (const prefix of proxiedPrefixes()) proxy[prefix] = { target, changeOrigin: true };
  return defineConfig({
    root,
    plugins: [react()],
    server: { host: '127.0.0.1', port: devPort, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: previewPort, strictPort: true, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      // The manifest lets the new-build check compare builds (customer spec §2).
      manifest: true,
      reportCompressedSize: false,
    },
  });
}
