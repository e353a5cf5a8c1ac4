/**
 * What a first visit downloads before the page can render: the entry chunk, its static
 * imports and CSS, from Vite's build manifest, compressed with brotli as a CDN would serve
 * them. Route chunks loaded lazily are reported apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface FirstLoad {
  jsBrotli: number;
  cssBrotli: number;
  files: string[];
  routeChunks: { file: string; brotli: number }[];
}

function brotli(file: string): number {
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * `pages`: the lazily loaded chunks the first page needs besides the entry, each named by its
 * source file's end (`routes/HomeRoute.tsx`) or, for a chunk made by a manual group (a door,
 * docs/decisions/0101), by its chunk name (`sign-in`). A page not in the build is an error, so a
 * renamed route cannot make the figure silently smaller.
 */
export function measureFirstLoad(distDir: string, ...pages: string[]): FirstLoad {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest');
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    chunk?.css?.forEach((file) => css.add(file));
    chunk?.imports?.forEach(visit);
  };
  visit(entryKey);
  // The first page's own chunks (e.g. the home route) are part of its first load.
  for (const page of pages) {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(page) || manifest[candidate]?.name === page);
    if (!key) throw new Error(`${distDir}: no chunk for ${page} in the build manifest`);
    visit(key);
  }
  const jsFiles = [...seen].map((key) => manifest[key]?.file).filter((f): f is string => Boolean(f));
  const routeChunks = (manifest[entryKey]?.dynamicImports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((f): f is string => Boolean(f))
    .map((file) => ({ file, brotli: brotli(path.join(distDir, file)) }));
  return {
    jsBrotli: jsFiles.reduce((sum, file) => sum + brotli(path.join(distDir, file)), 0),
    cssBrotli: [...css].reduce((sum, file) => sum + brotli(path.join(distDir, file)), 0),
    files: [...jsFiles, ...css],
    routeChunks,
  };
}
