import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type ApiResult } from '@dukkan/core';
import { countVisit, VISIT_SESSION_KEY } from './countVisit.ts';

function fakeClient(answers: ApiResult<unknown>[]) {
  const calls: unknown[] = [];
  return {
    calls,
    call: async (name: string, args: unknown) => {
      calls.push([name, args]);
      return answers.shift() ?? { data: { count: 1 }, error: null };
    },
  };
}

const failed: ApiResult<unknown> = { data: null, error: { kind: 'http', status: 500, message: 'Internal Server Error' } };

describe('countVisit (one visit per browser session)', () => {
  it('counts the first load of a session once, and not the next pages or reloads', async () => {
    const session = createMemoryStorage();
    const client = fakeClient([]);
    expect(await countVisit({ client, shopId: 's1', session })).toBe(true);
    expect(await countVisit({ client, shopId: 's1', session })).toBe(false);
    expect(client.calls).toEqual([['siteIncrementVisitCount', { params: { id: 's1' } }]]);
    expect(session.getItem(VISIT_SESSION_KEY)).toBe('s1');
  });

  it('counts again on the next load when the call failed', async () => {
    const session = createMemoryStorage();
    const client = fakeClient([failed]);
    expect(await countVisit({ client, shopId: 's1', session })).toBe(false);
    expect(session.getItem(VISIT_SESSION_KEY)).toBeNull();
    expect(await countVisit({ client, shopId: 's1', session })).toBe(true);
    expect(client.calls).toHaveLength(2);
  });

  it('counts a visit of another shop in the same session', async () => {
    const session = createMemoryStorage();
    session.setItem(VISIT_SESSION_KEY, 's1');
    const client = fakeClient([]);
    expect(await countVisit({ client, shopId: 's2', session })).toBe(true);
  });

  it('still counts, without crashing, when session storage throws or is missing', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(await countVisit({ client: fakeClient([]), shopId: 's1', session: throwing })).toBe(true);
    expect(await countVisit({ client: fakeClient([]), shopId: 's1', session: null })).toBe(true);
  });

  it('sends nothing without a shop id', async () => {
    const client = fakeClient([]);
    expect(await countVisit({ client, shopId: '', session: null })).toBe(false);
    expect(client.calls).toEqual([]);
  });
});
