/**
 * A prerendered shell (issue #17 item 3, docs/decisions/0095). At build time the app's shell
 * module is loaded through a Vite SSR server and rendered with react-dom/server; its HTML goes
 * into `#root` of the built `index.html`, its CSS into a hashed same-origin file under
 * `/assets` that the page links (the Content-Security-Policy allows `'self'` styles and no
 * inline ones, so the policy and `docs/deploy/nginx.conf` stay as they are). The browser paints
 * the layout before any script has run; the app's first render replaces it with the same boxes.
 */
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

export interface PrerenderedShellModule {
  prerenderShell: () => Promise<{ html: string; css: string }>;
}

/** Where the shell goes in the source `index.html`: the empty root the app renders into. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** Puts a rendered shell into a built page: its markup in `#root`, a link to its stylesheet in `<head>`. */
export function withShell(page: string, { html, stylesheet }: { html: string; stylesheet: string }): string {
  if (!page.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender the shell into`);
  if (!page.includes('</head>')) throw new Error('index.html has no </head>');
  return page
    .replace('</head>', `  <link rel="stylesheet" href="${stylesheet}">\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`);
}

/** `module`: the shell renderer, relative to the app's root, exporting `prerenderShell()`. */
export function prerenderedShell({ module }: { module: string }): Plugin {
  let root = '';
  let base = '/';
  let shell: Promise<{ html: string; css: string }> | undefined;
  return {
    name: 'dukkan:prerendered-shell',
    apply: 'build',
    // After Vite's HTML plugin has put index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    buildStart() {
      // Rendered beside the app's own build (it takes a Vite SSR server), awaited when the page is written.
      shell = render(root, module);
      // A failure is reported where it is awaited; this only keeps it from being an unhandled rejection meanwhile.
      shell.catch(() => undefined);
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!shell || page?.type !== 'asset') throw new Error('dukkan:prerendered-shell: no rendered shell or no index.html in the bundle');
      const { html, css } = await shell;
      const reference = this.emitFile({ type: 'asset', name: 'shell.css', source: css });
      page.source = withShell(String(page.source), { html, stylesheet: `${base}${this.getFileName(reference)}` });
    },
  };
}

async function render(root: string, module: string): Promise<{ html: string; css: string }> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // Node's CommonJS builds of these have no usable default export; their ESM builds are transformed instead.
    ssr: { noExternal: ['styled-components', 'stylis-plugin-rtl'] },
  });
  try {
    const loaded = (await server.ssrLoadModule(path.resolve(root, module))) as PrerenderedShellModule;
    return await loaded.prerenderShell();
  } finally {
    await server.close();
  }
}
