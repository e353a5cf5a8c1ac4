/**
 * Launch options for Debian's Chromium, shared by vitest browser mode, the visual tests,
 * the end-to-end tests and the benchmark (STACK.md: never `playwright install`).
 * The background-networking flags keep Chromium from dialling out on this closed network.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--font-render-hinting=none',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
