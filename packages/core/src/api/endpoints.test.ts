import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef } from './endpoints.ts';
import { createApi } from './calls.ts';

/**
 * `shared/spec/endpoints.tsv` sits beside the repository (`../shared/spec` from its root, as
 * in CI; scripts/spec.ts). A clone alone skips the cross-check and `npm test` says so.
 */
const TSV = process.env.DUKKAN_SPEC_DIR
  ? `${process.env.DUKKAN_SPEC_DIR}/endpoints.tsv`
  : fileURLToPath(new URL('../../../../../shared/spec/endpoints.tsv', import.meta.url));
const specBeside = existsSync(TSV);

interface SpecRow {
  method: string;
  path: string;
  side: string;
}

/** `/a/{list,get}` -> `/a/list`, `/a/get`; `{id}` (no comma) is a path parameter and stays. */
function expand(path: string): string[] {
  const group = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!group) return [path];
  return group[1]!.split(',').flatMap((part) => expand(path.slice(0, group.index) + part + path.slice(group.index + group[0].length)));
}

function readSpec(): SpecRow[] {
  const rows: SpecRow[] = [];
  for (const line of readFileSync(TSV, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [method = '', path = '', side = ''] = line.split('\t');
    for (const expanded of expand(path)) rows.push({ method, path: expanded, side });
  }
  return rows;
}

describe('endpoint registry', () => {
  it.runIf(specBeside)('has exactly the 260 calls of shared/spec/endpoints.tsv, with their method, path and side', () => {
    const spec = readSpec();
    expect(spec).toHaveLength(260);
    expect(endpoints).toHaveLength(260);
    const registry: readonly EndpointDef[] = endpoints;
    const remaining = [...registry];
    for (const row of spec) {
      const index = remaining.findIndex(
        (e) =>
          e.path === row.path &&
          e.side === row.side &&
          (row.method === '?' ? e.methodChosen === true : e.method === row.method && !e.methodChosen),
      );
      expect(index, `no registry entry for ${row.method} ${row.path} (${row.side})`).toBeGreaterThanOrEqual(0);
      remaining.splice(index, 1);
    }
    expect(remaining).toEqual([]);
  });

  it('names every call once and never has two calls on one method and path', () => {
    expect(new Set(endpoints.map((e) => e.name)).size).toBe(endpoints.length);
    expect(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
  });

  it('gives the typed api one function per registry name, each calling by its own name', async () => {
    const called: string[] = [];
    const api = createApi({ call: async (name) => (called.push(name), { data: null, error: null }) });
    const byName = api as unknown as Record<string, unknown>;
    for (const { name } of endpoints) expect(typeof byName[name], name).toBe('function');
    await api.blogsGet({ params: { id: 'b1' } });
    await Promise.all(endpoints.map(({ name }) => (byName[name] as () => Promise<unknown>)()));
    expect(called).toEqual(['blogsGet', ...endpoints.map((e) => e.name)]);
  });

  it('is no thenable and answers what every object has, not calls', async () => {
    const called: string[] = [];
    const api = createApi({ call: async (name) => (called.push(name), { data: null, error: null }) });
    const loose = api as unknown as Record<string | symbol, unknown>;
    expect(loose.then).toBeUndefined();
    expect(await Promise.resolve(api)).toBe(api);
    expect(JSON.stringify(api)).toBe('{}');
    expect(String(api)).toBe('[object Object]');
    expect(loose[Symbol.iterator]).toBeUndefined();
    expect(() => {
      loose.blogsGet = () => undefined;
    }).toThrow(TypeError);
    expect(called).toEqual([]);
  });
});
