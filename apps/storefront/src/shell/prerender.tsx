import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { directionOf, loadCatalogue, type Locale } from '@dukkan/i18n';
import { AppProviders } from '@dukkan/shell';
import { tokens } from '@dukkan/ui';
import { StorefrontShell } from './StorefrontShell.tsx';

export interface PrerenderedShell {
  /**
   * What goes into `#root`: one variant per language and page kind (the home page, any other
   * page); all but one are hidden by the document's `lang` and `data-shell-page`.
   */
  html: string;
  /** The shell's whole stylesheet, served as a same-origin file (the policy allows no inline style). */
  css: string;
}

/**
 * The shell's text is set in what the app's font stack falls back to (`system-ui, sans-serif`):
 * the quoted families are the app's own web fonts (`@dukkan/ui/fonts`), and a shell that asked
 * for them would pull ~125 KB of fonts ahead of the app's scripts on a slow link (measured: LCP
 * 2.5 s later at slow 4G, decision 0095). The app's first render is in the same
 * fallback until its fonts arrive, as it always was.
 */
export const SHELL_FONTS = tokens.fonts.latin
  .split(',')
  .map((family) => family.trim())
  .filter((family) => !family.startsWith("'"))
  .join(', ');

/** The language shown when nothing has set `lang` (no cookie, or no script at all), listed first. */
const LOCALES: readonly Locale[] = ['en', 'ar'];

/**
 * The page kinds with a variant of their own (`shellPageOf`, decision 0099), the one shown
 * when nothing has set `data-shell-page` listed first. The code step of the login (`bare`)
 * has none: every variant is hidden there, as its layout has no header or footer.
 */
const PAGES = ['home', 'page'] as const;

/**
 * Renders the storefront shell once per language and page kind with react-dom/server and
 * styled-components' ServerStyleSheet (docs/decisions/0095, 0099). All variants ship: the inline
 * script of `index.html` sets `<html lang>` (the locale cookie, else the browser's languages) and
 * `<html data-shell-page>` (from the path) before the first paint, and the shell's CSS shows only
 * the variant they name, so the words and the page are right without any script of ours.
 * The HTML carries no `style` attribute (the policy would block it): each becomes a rule of
 * the stylesheet on a `data-shell-style` attribute.
 */
export async function prerenderShell(): Promise<PrerenderedShell> {
  const sheet = new ServerStyleSheet();
  const variants: string[] = [];
  const seenIds = new Set<string>();
  try {
    for (const locale of LOCALES) {
      await loadCatalogue(locale, 'storefront');
      for (const page of PAGES) {
        const variant = page === PAGES[0] ? locale : `${locale}-${page}`;
        const markup = renderToString(
          sheet.collectStyles(
            <AppProviders locale={locale}>
              <StorefrontShell page={page} />
            </AppProviders>,
          ),
          { identifierPrefix: `shell-${variant}-` },
        );
        const own = uniqueIds(markup, seenIds, variant);
        variants.push(
          `<div data-shell-locale="${locale}" data-shell-page="${page}" lang="${locale}" dir="${directionOf(locale)}">${own}</div>`,
        );
      }
    }
    const styles = new Map<string, number>();
    const html = variants.join('').replace(/ style="([^"]*)"/g, (_match, declarations: string) => {
      const text = decodeAttribute(declarations);
      if (!styles.has(text)) styles.set(text, styles.size);
      return ` data-shell-style="${styles.get(text)}"`;
    });
    const componentCss = sheet.instance
      .toString()
      .split('\n')
      // styled-components' rehydration markers name its own groups; nothing here rehydrates.
      .filter((line) => !/^data-styled\.g\d+\[id=/.test(line))
      .join('\n');
    const attributeCss = [...styles].map(([text, index]) => `[data-shell-style="${index}"]{${text}}`).join('\n');
    const switchCss = [
      `[data-shell-locale]{display:contents;font-family:${SHELL_FONTS}}`,
      ...LOCALES.map((locale, index) =>
        index === 0
          ? `html:not(${LOCALES.slice(1)
              .map((other) => `[lang="${other}"]`)
              .join(',')}) [data-shell-locale]:not([data-shell-locale="${locale}"]){display:none}`
          : `html[lang="${locale}"] [data-shell-locale]:not([data-shell-locale="${locale}"]){display:none}`,
      ),
      `html:not([data-shell-page="page"]) [data-shell-locale]:not([data-shell-page="home"]){display:none}`,
      `html[data-shell-page="page"] [data-shell-locale]:not([data-shell-page="page"]){display:none}`,
      `html[data-shell-page="bare"] [data-shell-locale]{display:none}`,
    ].join('\n');
    return { html, css: `${componentCss}\n${attributeCss}\n${switchCss}\n` };
  } finally {
    sheet.seal();
  }
}

/**
 * All variants sit in one document, so an id written by a component (the page's `main`) is
 * given a suffix in every variant after the first, with the links and labels that point at it.
 * React's own ids are already apart (`identifierPrefix`).
 */
function uniqueIds(markup: string, seen: Set<string>, variant: string): string {
  const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] ?? '');
  const clashing = new Set(ids.filter((id) => seen.has(id)));
  ids.forEach((id) => seen.add(id));
  if (clashing.size === 0) return markup;
  return markup.replace(
    / (id|for|aria-labelledby|aria-describedby|aria-controls|href)="([^"]*)"/g,
    (match, name: string, value: string) => {
      if (name === 'href') return value.startsWith('#') && clashing.has(value.slice(1)) ? ` href="#${value.slice(1)}--${variant}"` : match;
      const tokens = value.split(' ').map((token) => (clashing.has(token) ? `${token}--${variant}` : token));
      return ` ${name}="${tokens.join(' ')}"`;
    },
  );
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
