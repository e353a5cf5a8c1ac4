/**
 * `npm run mock:reset`: back to the seed. A running server on MOCK_API_PORT is asked to
 * reseed itself (so its memory and its file agree); otherwise the data file is rewritten.
 */
import { writeTablesAtomically } from './persistence.ts';
import { settingsFromEnv } from './env.ts';
import { seedTables } from '../src/seed/index.ts';

const settings = settingsFromEnv();

async function resetRunningServer(): Promise<boolean> {
  try {
    const response = await fetch(`http://${settings.host}:${settings.port}/__mock/reset`, {
      method: 'POST',
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

if (await resetRunningServer()) {
  console.log(`[mock-api] the server on port ${settings.port} reseeded its database.`);
} else {
  await writeTablesAtomically(settings.dataDir, seedTables(settings.shopId));
  console.log(`[mock-api] reseeded ${settings.dataDir} (shop ${settings.shopId}).`);
}
