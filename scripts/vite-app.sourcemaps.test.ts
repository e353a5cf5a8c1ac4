/**
 * Production builds keep their source maps private (decision 0083): a tiny app built with the
 * apps' own config and served as the e2e runs serve the builds (`vite preview`) has no
 * `sourceMappingURL` comment in any served file and no `.map` reachable, while the maps are
 * kept for the team outside the served folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ports } from './ports.ts';
import { createAppConfig, sourceMapFolder } from './vite-app.ts';

const PORT = ports.sourceMapsTest;

function fetchText(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    }).on('error', reject);
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('production source maps', () => {
  let root: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'dukkan-maps-'));
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/src/main.ts"></script>');
    writeFileSync(path.join(root, 'src', 'main.ts'), "document.getElementById('root')!.textContent = ['map', 'me'].join(' ');\n");
    const { build, preview } = await import('vite');
    const config = createAppConfig({ root, devPort: PORT, previewPort: PORT });
    await build({ ...config, configFile: false, logLevel: 'silent' });
    const server = await preview({ ...config, configFile: false, logLevel: 'silent' });
    close = () => server.close();
  }, 60_000);

  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
    rmSync(sourceMapFolder(root), { recursive: true, force: true });
  });

  it('writes no map and no sourceMappingURL comment into the served folder', () => {
    const files = filesUnder(path.join(root, 'dist'));
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/sourceMappingURL/);
  });

  it('serves no map for any script of the build', async () => {
    const scripts = filesUnder(path.join(root, 'dist')).filter((file) => file.endsWith('.js'));
    for (const script of scripts) {
      const url = `http://127.0.0.1:${PORT}/${path.relative(path.join(root, 'dist'), script).split(path.sep).join('/')}`;
      const served = await fetchText(url);
      expect(served.status).toBe(200);
      expect(served.body).not.toMatch(/sourceMappingURL/);
      expect(served.headers.sourcemap ?? served.headers['x-sourcemap']).toBeUndefined();
      const map = await fetchText(`${url}.map`);
      // preview answers an unknown path with the app's index.html: anything but the map.
      expect(map.body, `${url}.map`).not.toMatch(/"mappings"/);
    }
  });

  it('keeps the maps for the team outside the served folder', () => {
    const kept = sourceMapFolder(root);
    expect(existsSync(kept)).toBe(true);
    const maps = filesUnder(kept).filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    expect(path.relative(path.join(root, 'dist'), kept).startsWith('..')).toBe(true);
  });
});
