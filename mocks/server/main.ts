/**
 * `npm run mock:server`: the mock API server on MOCK_API_PORT (default 7311). Settings come
 * from the environment (see env.ts); state is saved on every change and on SIGINT/SIGTERM.
 */
import { startMockServer } from './app.ts';
import { settingsFromEnv } from './env.ts';

const settings = settingsFromEnv();
const server = await startMockServer(settings);
console.log(`[mock-api] listening on ${server.url} (shop ${settings.shopId}, data ${settings.dataDir})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[mock-api] could not save state on exit:', error);
        process.exit(1);
      },
    );
  });
}
