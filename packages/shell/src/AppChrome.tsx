import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { BUILD_MESSAGE_IDS, createBuildChecker } from '@dukkan/core';
import { useServices } from './services.ts';

const LazyOverlays = lazy(async () => ({ default: (await import('./AppOverlays.tsx')).AppOverlays }));

/** Fetch the overlay chunk once the page is idle, so the first dialog opens without a wait. */
function prefetchOverlays(): void {
  void import('./AppOverlays.tsx');
}

/**
 * What every page of both apps shares outside the routes: the dialogs store's confirm and alert
 * (customer spec §4 "Dialogs") and the toast region, loaded when first needed, and the hourly
 * new-build check (§2). Storefront-only parts (cart sync, pixel) live in the storefront.
 */
export function AppChrome({ checkForUpdates = true }: { checkForUpdates?: boolean } = {}) {
  const { dialogs, toasts } = useServices();
  const { open } = useSnapshot(dialogs.state);
  const hasToasts = useSyncExternalStore(
    (listener) => toasts.aria.subscribe(listener),
    () => toasts.aria.visibleToasts.length > 0,
  );
  useBuildCheck(checkForUpdates);
  useEffect(() => {
    const idle = window.requestIdleCallback?.(prefetchOverlays, { timeout: 3000 });
    return () => {
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
    };
  }, []);
  if (!open && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <LazyOverlays />
    </Suspense>
  );
}

function useBuildCheck(enabled: boolean): void {
  const { toasts, storage } = useServices();
  useEffect(() => {
    if (!enabled || import.meta.env.DEV) return undefined;
    const checker = createBuildChecker({
      fetchManifest: async () => {
        const response = await fetch(`${import.meta.env.BASE_URL}.vite/manifest.json`, { cache: 'no-store' });
        if (!response.ok) throw new Error(`manifest HTTP ${response.status}`);
        return response.text();
      },
      onUpdate: ({ reload }) =>
        toasts.add(
          {
            tone: 'info',
            title: <FormattedMessage id={BUILD_MESSAGE_IDS.updateAvailable} />,
            action: { label: <FormattedMessage id={BUILD_MESSAGE_IDS.reload} />, onAction: () => void reload() },
          },
          { timeout: null },
        ),
      reload: () => window.location.reload(),
      guardStorage: storage,
    });
    checker.start();
    return () => checker.stop();
  }, [enabled, toasts, storage]);
}
