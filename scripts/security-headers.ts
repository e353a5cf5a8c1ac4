/**
 * The deployment headers of both host apps (issue #18 item 4, docs/decisions/0087): a strict
 * Content-Security-Policy, HSTS, `X-Content-Type-Options`, `Referrer-Policy`,
 * `Permissions-Policy`, and cache rules (hashed assets for a year, everything else revalidated).
 *
 * One source: the preview servers the tests run apply them (`securityHeadersPlugin`, so every
 * e2e journey runs under the policy and fails on any `securitypolicyviolation`), and the
 * documented nginx example (`docs/deploy/nginx.conf`) is generated from here
 * (`node scripts/security-headers.ts --write`; a unit test fails when it is stale).
 *
 * Scripts: `'self'` plus the SHA-256 of each inline script of the built `index.html` (the
 * one that sets `lang`/`dir` before the first paint): no `unsafe-inline`, no `unsafe-eval`,
 * and hashes rather than nonces, so any static host can serve the files as built.
 * Styles: styled-components injects its rules through the CSSOM (`insertRule`) into one
 * `<style>` element whose text stays empty, so the hash of the empty string allows exactly
 * that element, and React Aria's one fixed style element is allowed by its hash; no other
 * inline style is. Style attributes set by React go through the CSSOM, which the policy does
 * not govern.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';

export type AppName = 'storefront' | 'dashboard';

/** Origins a deployment reaches besides its own; none for the preview servers (everything is proxied). */
export interface Deployment {
  /** The API, when `config.json`'s `apiBaseUrl` names another origin. */
  apiOrigin?: string;
  /** Product images, uploads and map tiles served from another origin (a CDN, a tile server). */
  imageOrigins?: readonly string[];
}

/** `'sha256-…'` of the empty string: styled-components' one `<style>` element, filled through the CSSOM. */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The one `<style>` element a library writes with text: React Aria's `usePress` puts
 * `touch-action` on pressable elements (react-aria `dist/private/interactions/usePress.js`).
 * Its text is fixed, so its hash allows it; a React Aria upgrade that changes it fails the
 * unit test that re-reads the library's source, and every e2e journey, until updated here.
 */
export const REACT_ARIA_PRESS_STYLE = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The Meta pixel the storefront may load (customer spec §1): its script, beacons and calls. */
const PIXEL = { script: 'https://connect.facebook.net', beacon: 'https://www.facebook.com' };

/** The CSP source of each inline `<script>` (without `src`) in an HTML page, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(hashSource(body));
  }
  return hashes;
}

function origin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`${value}: a deployment origin must be https`);
  }
  return url.origin;
}

export function contentSecurityPolicy(
  app: AppName,
  { scriptHashes, deployment = {} }: { scriptHashes: readonly string[]; deployment?: Deployment },
): string {
  const api = deployment.apiOrigin ? [origin(deployment.apiOrigin)] : [];
  const images = (deployment.imageOrigins ?? []).map(origin);
  const pixel = app === 'storefront';
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...(pixel ? [PIXEL.script] : [])],
    ['style-src', "'self'", EMPTY_STYLE_HASH, hashSource(REACT_ARIA_PRESS_STYLE)],
    // blob: previews a picked picture before it is uploaded; data: is how browsers hand over some small icons.
    ['img-src', "'self'", 'blob:', 'data:', ...api, ...images, ...(pixel ? [PIXEL.beacon] : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api, ...(pixel ? [PIXEL.beacon, PIXEL.script] : [])],
    ['media-src', "'self'", 'blob:', ...api, ...images],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** What the browser may use: the storefront asks for a location (the address map) and nothing else. */
export function permissionsPolicy(app: AppName): string {
  // Only features browsers know: Chromium logs a console warning for each name it does not
  // recognise (`bluetooth` and the retired `interest-cohort` among them), which a journey counts.
  const denied = ['camera', 'microphone', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics'];
  const geolocation = app === 'storefront' ? 'geolocation=(self)' : 'geolocation=()';
  return [geolocation, ...denied.map((feature) => `${feature}=()`)].join(', ');
}

/** Headers every answer of an app carries (the cache rule comes from `cacheControl`). */
export function securityHeaders(
  app: AppName,
  options: { scriptHashes: readonly string[]; deployment?: Deployment },
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(app, options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(app),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Hashed build output (`/assets/…-<hash>.js`) never changes under its name: a year, immutable.
 * Everything else — `index.html` under every route, `config.json`, the service worker, the
 * favicon — is revalidated on each use, so a deployment or a config change reaches users at once.
 */
export function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/** The built page's inline script hashes; a build without `index.html` is a broken build. */
function builtScriptHashes(outDir: string): string[] {
  return inlineScriptHashes(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
}

/**
 * The preview server answers with the deployment headers (the API paths it proxies keep the
 * API's own). The policy is read from the built `index.html` when the server starts, so a
 * changed inline script is allowed exactly as built.
 */
export function securityHeadersPlugin(app: AppName, proxiedPrefixes: readonly string[]): Plugin {
  const proxied = (pathname: string) => proxiedPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return {
    name: 'dukkan:security-headers',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const headers = securityHeaders(app, { scriptHashes: builtScriptHashes(outDir) });
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
        if (proxied(pathname)) return next();
        const own = { ...headers, 'Cache-Control': cacheControl(pathname) };
        // The static middleware writes its own Cache-Control with writeHead; ours win.
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
        res.writeHead = ((...args: unknown[]) => {
          for (const [name, value] of Object.entries(own)) res.setHeader(name, value);
          const extra = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg)) as
            Record<string, unknown> | undefined;
          if (extra)
            for (const name of Object.keys(own))
              for (const key of Object.keys(extra)) if (key.toLowerCase() === name.toLowerCase()) delete extra[key];
          return writeHead(...args);
        }) as ServerResponse['writeHead'];
        next();
      });
    },
  };
}

/** The example deployment `docs/deploy/nginx.conf` documents. */
export const EXAMPLE_DEPLOYMENT: Deployment = {
  apiOrigin: 'https://api.dukkan.ae',
  imageOrigins: ['https://cdn.dukkan.ae', 'https://tiles.dukkan.ae'],
};

const ROOT = path.resolve(import.meta.dirname, '..');

/** Inline script hashes of an app's source `index.html` (Vite keeps inline scripts byte for byte). */
export function sourceScriptHashes(app: AppName): string[] {
  return inlineScriptHashes(readFileSync(path.join(ROOT, 'apps', app, 'index.html'), 'utf8'));
}

function nginxServer(app: AppName, host: string): string {
  const headers = securityHeaders(app, { scriptHashes: sourceScriptHashes(app), deployment: EXAMPLE_DEPLOYMENT });
  const add = (indent: string) =>
    Object.entries(headers)
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join('\n');
  return `server {
    listen 443 ssl;
    http2 on;
    server_name ${host};
    root /srv/dukkan/${app}/dist;

    # nginx drops a level's add_header lines when a location adds its own, so each location repeats them.
    location /assets/ {
${add('        ')}
        add_header Cache-Control "${IMMUTABLE}" always;
        try_files $uri =404;
    }

    location / {
${add('        ')}
        add_header Cache-Control "${REVALIDATE}" always;
        # Every route of the single-page app is index.html; config.json and the service worker revalidate too.
        try_files $uri /index.html;
    }
}`;
}

/** The nginx example, generated so it cannot drift from what the preview servers send. */
export function nginxExample(): string {
  return `# Generated by \`node scripts/security-headers.ts --write\` from scripts/security-headers.ts; do not edit.
# The deployment headers of both apps (docs/decisions/0087). The example origins (api, cdn, tiles
# under dukkan.ae) stand for a deployment's own: set them in EXAMPLE_DEPLOYMENT and regenerate.
# The API itself is served by the backend, with its own headers, at https://api.dukkan.ae.

${nginxServer('storefront', 'shop.dukkan.ae')}

${nginxServer('dashboard', 'dashboard.dukkan.ae')}

server {
    listen 80;
    server_name shop.dukkan.ae dashboard.dukkan.ae;
    return 301 https://$host$request_uri;
}
`;
}

export const NGINX_EXAMPLE_FILE = path.join(ROOT, 'docs', 'deploy', 'nginx.conf');

if (import.meta.main && process.argv.includes('--write')) {
  writeFileSync(NGINX_EXAMPLE_FILE, nginxExample());
  console.log(`wrote ${path.relative(ROOT, NGINX_EXAMPLE_FILE)}`);
}
