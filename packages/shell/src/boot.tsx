import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppErrorRecorder, loadRuntimeConfig, type AppLocale, type RuntimeConfig } from '@dukkan/core';
import { loadCatalogue, type CatalogueScope } from '@dukkan/i18n';
import { ErrorPage } from '@dukkan/screens';
import { preloadInputTypes } from '@dukkan/ui';
import { AppProviders } from './AppProviders.tsx';
import { initialLocale } from './useLocaleState.ts';

/**
 * Start an app: read `/config.json` (runtime, not build-time configuration), then render.
 * A start-up failure is recorded and shown on the error page (customer spec §2) in the
 * visitor's language, instead of a blank page.
 */
/** The app error of start-up (customer spec §2), kept for the error page and for support. */
export const startupErrors = createAppErrorRecorder();

export async function boot(render: (config: RuntimeConfig) => ReactNode, { messages }: { messages: CatalogueScope }): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // The active language's messages for this app only, fetched alongside the config (issue #10 item 7).
  const load = (locale: AppLocale) =>
    loadCatalogue(locale, messages).catch((error: unknown) => {
      console.error('[dukkan] messages failed to load:', error instanceof Error ? error.message : String(error));
    });
  const startLocale = initialLocale();
  const catalogue = load(startLocale);
  try {
    const [config] = await Promise.all([loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`), catalogue]);
    // The visitor may have pressed the prerendered shell's language switch meanwhile (the storefront's
    // index.html sets the cookie): the app starts in that language, its messages here first.
    if (initialLocale() !== startLocale) await load(initialLocale());
    root.render(<StrictMode>{render(config)}</StrictMode>);
    whenIdle(() => void preloadInputTypes().catch(() => undefined));
  } catch (error) {
    const model = startupErrors.record(error);
    await catalogue;
    console.error('[dukkan] start-up failed:', error instanceof Error ? error.message : String(error));
    root.render(
      <AppProviders locale={initialLocale()}>
        <ErrorPage error={model} homeHref="/" />
      </AppProviders>,
    );
  }
}

/**
 * The form layer's lazy input types are not part of the first page (docs/decisions/0050); once
 * the page is up and the browser is idle, they are fetched, so a form opened later rarely shows
 * a field's pending box. A failed fetch is retried by the first form that needs the type.
 */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 2_000);
}
