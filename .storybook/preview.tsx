import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { SWRConfig } from 'swr';
import { LocaleProvider, isLocale, loadCatalogue, type Locale } from '@dukkan/i18n';
import { DesignSystemProvider, preloadInputTypes } from '@dukkan/ui';
import '@dukkan/ui/fonts';
import { defaultHandlers, passThroughUnserved, resetDb } from '@dukkan/mocks';
import { isolateStory } from '@dukkan/ui/testing';
import { CANVAS_ATTRIBUTE, resetPictureFrame } from './visual/picture.ts';

/**
 * Every story renders inside the same providers as the apps: intl + <html lang dir>,
 * theme + the RTL style manager, and a fresh SWR cache. The mock database is reseeded
 * before each story so a story never sees another story's writes.
 */
const withProviders: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <LocaleProvider locale={locale} key={`${context.id}-${locale}`}>
      <DesignSystemProvider locale={locale} theme={theme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <Story />
        </SWRConfig>
      </DesignSystemProvider>
    </LocaleProvider>
  );
};

const DESKTOP_VIEWPORT = { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' } as const;

const isVitestBrowser = () => '__vitest_browser__' in globalThis;

/**
 * Story tests render into a bare div (no Storybook layout classes): mark it for the picture
 * and give it the layout the story asks for, as designers see it in Storybook.
 * `centered` shrink-wraps the story, so its picture is the component, not a 1200 px band.
 */
function frameCanvas(canvas: HTMLElement, layout: unknown): void {
  canvas.setAttribute(CANVAS_ATTRIBUTE, '');
  canvas.style.cssText =
    layout === 'centered'
      ? 'display: flow-root; inline-size: fit-content; padding: 16px'
      : layout === 'padded'
        ? 'display: flow-root; padding: 16px'
        : 'display: flow-root';
}

/**
 * Unhandled API calls are errors (the console guard fails the story); assets pass through,
 * decided by one handler instead of all of them (each parses the request's cookies): 70 ms of
 * a story's render at 4x CPU per font, chunk or picture it loads (decision 0098).
 */
async function startWorker() {
  const worker = setupWorker(passThroughUnserved(defaultHandlers), ...defaultHandlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request } | undefined)?.request;
      // Anchored: the API's paths start with these, while source modules (`areas/whatsapp/…`) only contain them.
      if (request && /^\/(api|pos|whatsapp|vendor)\//.test(new URL(request.url).pathname)) defaults.error();
    },
  });
  return worker;
}

const preview: Preview = {
  // The story's language is loaded before it renders, as the apps' boot does (both apps' messages).
  loaders: [
    mswLoader(startWorker),
    async ({ globals }) => void (await loadCatalogue(isLocale(globals.locale) ? globals.locale : 'en', 'all')),
    // The form layer's lazy input types are here before a story renders, so no story (or its
    // picture) shows a field's pending box; the apps load them with the first form using one.
    async () => void (await preloadInputTypes()),
  ],
  decorators: [withProviders],
  // Every story starts from the same state (issue #9): a fresh mock database, no input
  // modality, focus, selection or scroll left by the previous story on the same page.
  beforeEach({ canvasElement, parameters }) {
    resetDb();
    isolateStory();
    if (isVitestBrowser()) {
      resetPictureFrame();
      frameCanvas(canvasElement, parameters.layout);
    }
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  globalTypes: {
    locale: {
      description: 'Interface language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    // Stories render at a 1024×768 laptop unless they ask for a phone (`globals.viewport`):
    // the width most shop owners and customers on a computer have, and the size of the pictures.
    viewport: { options: { ...MINIMAL_VIEWPORTS, desktop: DESKTOP_VIEWPORT }, defaultViewport: 'desktop' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // WCAG 2.2 A/AA; a violation fails the story test (addon-vitest) in both directions.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'UI', 'Storefront', 'Vendor', 'Apps'] },
    },
  },
};

export default preview;
