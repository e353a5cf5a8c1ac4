import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, type RuntimeConfig } from '@dukkan/core';
import { ErrorPage } from '@dukkan/screens';
import { AppProviders } from './AppProviders.tsx';
import { initialLocale } from './useLocaleState.ts';

/**
 * Start an app: read `/config.json` (runtime, not build-time configuration), then render.
 * A start-up failure is recorded and shown on the error page (customer spec §2) in the
 * visitor's language, instead of a blank page.
 */
export async function boot(render: (config: RuntimeConfig) => ReactNode): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`);
    root.render(<StrictMode>{render(config)}</StrictMode>);
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error);
    console.error('[dukkan] start-up failed:', description);
    root.render(
      <AppProviders locale={initialLocale(document.cookie, navigator.languages ?? [])}>
        <ErrorPage status={500} description={description} homeHref="/" />
      </AppProviders>,
    );
  }
}
