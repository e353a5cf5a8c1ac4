import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  contentSecurityPolicy,
  EMPTY_STYLE_HASH,
  EXAMPLE_DEPLOYMENT,
  hashSource,
  IMMUTABLE,
  inlineScriptHashes,
  NGINX_EXAMPLE_FILE,
  nginxExample,
  permissionsPolicy,
  REACT_ARIA_PRESS_STYLE,
  REVALIDATE,
  securityHeaders,
  sourceScriptHashes,
} from './security-headers.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('contentSecurityPolicy', () => {
  const apps = ['storefront', 'dashboard'] as const;

  it.each(apps)('%s: scripts and styles never inline or evaluated, frames and plugins off', (app) => {
    const policy = contentSecurityPolicy(app, { scriptHashes: sourceScriptHashes(app), deployment: EXAMPLE_DEPLOYMENT });
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", ...sourceScriptHashes(app)]));
    expect(directive(policy, 'style-src')).toEqual(["'self'", EMPTY_STYLE_HASH, hashSource(REACT_ARIA_PRESS_STYLE)]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  });

  it('limits connect-src to the app itself and the API (and the pixel on the storefront only)', () => {
    const deployment = { apiOrigin: 'https://api.dukkan.ae/v1/' };
    expect(directive(contentSecurityPolicy('dashboard', { scriptHashes: [], deployment }), 'connect-src')).toEqual([
      "'self'",
      'https://api.dukkan.ae',
    ]);
    expect(directive(contentSecurityPolicy('storefront', { scriptHashes: [], deployment }), 'connect-src')).toEqual([
      "'self'",
      'https://api.dukkan.ae',
      'https://www.facebook.com',
      'https://connect.facebook.net',
    ]);
    expect(directive(contentSecurityPolicy('dashboard', { scriptHashes: [] }), 'connect-src')).toEqual(["'self'"]);
  });

  it('refuses a plain-http deployment origin', () => {
    expect(() => contentSecurityPolicy('dashboard', { scriptHashes: [], deployment: { apiOrigin: 'http://api.dukkan.ae' } })).toThrow(
      /https/,
    );
  });

  it('hashes the empty string for the style element styled-components fills through the CSSOM', () => {
    expect(EMPTY_STYLE_HASH).toBe(hashSource(''));
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and skips scripts with a src', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><SCRIPT data-x>\n b()\n</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([hashSource('a()'), hashSource('\n b()\n')]);
  });

  it("finds the language script in both apps' pages", () => {
    expect(sourceScriptHashes('storefront')).toHaveLength(1);
    expect(sourceScriptHashes('dashboard')).toHaveLength(1);
  });
});

describe("React Aria's pressable style", () => {
  it('is the text react-aria injects, so its hash still allows it', () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('react-aria', { paths: [path.resolve(import.meta.dirname, '../packages/ui')] });
    const dist = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`) + 6);
    const source = readFileSync(path.join(dist, 'private/interactions/usePress.js'), 'utf8');
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(template, 'usePress no longer writes its style this way: update REACT_ARIA_PRESS_STYLE').toBeDefined();
    const text = (template ?? '').replace(/\$\{[^}]+\}/g, 'data-react-aria-pressable').trim();
    expect(text).toBe(REACT_ARIA_PRESS_STYLE);
  });
});

describe('headers and cache rules', () => {
  it('sends every deployment header', () => {
    expect(Object.keys(securityHeaders('storefront', { scriptHashes: [] })).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
    ]);
  });

  it('lets only the storefront ask for the location', () => {
    expect(permissionsPolicy('storefront')).toContain('geolocation=(self)');
    expect(permissionsPolicy('dashboard')).toContain('geolocation=()');
  });

  it('keeps hashed assets a year and revalidates the page, config and service worker', () => {
    expect(cacheControl('/assets/index-CAfSO4kB.js')).toBe(IMMUTABLE);
    for (const pathname of ['/', '/index.html', '/orders/42', '/config.json', '/push-sw.js', '/assets']) {
      expect(cacheControl(pathname), pathname).toBe(REVALIDATE);
    }
  });

  it('documents exactly these headers in docs/deploy/nginx.conf (run `node scripts/security-headers.ts --write`)', () => {
    expect(readFileSync(NGINX_EXAMPLE_FILE, 'utf8')).toBe(nginxExample());
  });
});
