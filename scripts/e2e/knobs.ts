/**
 * The mock API server's fault knobs and restart (mocks/server/admin.ts), for the fault journeys
 * of both apps (issue #18 item 1). The knobs are global to a lane's mock server: a journey reads
 * them first and puts them back after (`test.afterEach`), so no later journey runs slow or with
 * short tokens.
 */
import type { APIRequestContext } from '@playwright/test';
import { apps, expect } from './fixtures.ts';

export interface Knobs {
  latencyMs: number;
  errorRate: number;
  tokenTtlS: number;
  refreshTtlS: number;
}

/** GET /__mock/knobs; the admin calls answer in the API's `{ data }` envelope. */
export async function readKnobs(request: APIRequestContext): Promise<Knobs> {
  const answer = await request.get(`${apps.mockApi}/__mock/knobs`);
  expect(answer.status()).toBe(200);
  const knobs = ((await answer.json()) as { data: Knobs }).data;
  expect(Object.keys(knobs).sort()).toEqual(['errorRate', 'latencyMs', 'refreshTtlS', 'tokenTtlS']);
  return knobs;
}

export async function setKnobs(request: APIRequestContext, knobs: Partial<Knobs>): Promise<void> {
  const answer = await request.post(`${apps.mockApi}/__mock/knobs`, { data: knobs });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** POST /__mock/restart: what a restart of the mock process does (mocks/server/admin.ts). */
export async function restartMock(request: APIRequestContext): Promise<void> {
  const answer = await request.post(`${apps.mockApi}/__mock/restart`);
  expect(answer.status()).toBe(200);
}
