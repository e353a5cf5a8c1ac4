import { it } from 'vitest';
import { endpoints } from '@dukkan/core';
import { vendorDefaultHandlers } from '/work/main/mocks/src/handlers/vendor/index.ts';
import { SHOP, call, resetTestDb, startServer, tokenFor } from '/work/main/mocks/src/handlers/vendor/testing.ts';
it('probe', async () => {
  const server = startServer(vendorDefaultHandlers()); server.listen({ onUnhandledFrame: 'error' });
  const t = resetTestDb(); const token = tokenFor(t, 'seller');
  const out: Record<string, string[]> = {};
  for (const e of endpoints.filter((x) => x.side === 'vendor')) {
    const r = await call(e.name, { token, params: { id: 'nope', shop: SHOP, customer: 'nope', address: 'nope' } });
    const k = `${r.status} ${r.body.error?.code ?? ''}`; (out[k] ??= []).push(e.name);
  }
  for (const [k, v] of Object.entries(out)) console.log(k, v.length, v.join(' '));
  server.close();
});
