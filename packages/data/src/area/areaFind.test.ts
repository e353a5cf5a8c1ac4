import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient, createMemoryStorage, createTokenManager, endpoint, type Area } from '@dukkan/core';
import { useMockServer } from '../../../../mocks/src/node.ts';
import { ApiRequestError } from '../swr/fetcher.ts';
import { areaFindFetcher, areaFindState } from './areaFind.ts';
import { areaKeys } from './keys.ts';

const server = useMockServer();

function fetcher() {
  const storage = createMemoryStorage();
  const client = createApiClient({
    baseUrl: 'http://api.test',
    appId: 'dukkan-storefront',
    tokens: createTokenManager({ storage }),
    retryDelayMs: 0,
  });
  return areaFindFetcher(client);
}

const dubaiMarina: [number, number] = [25.0805, 55.1403];
const alWarqa: [number, number] = [25.191, 55.42];
/** Desert south of Dubai Silicon Oasis: inside the map, in no area. */
const desert: [number, number] = [24.9, 55.6];
const marinaArea: Area = { id: 'area-1', name: 'Dubai Marina', name_ar: 'دبي مارينا', city: 'Dubai', city_ar: 'دبي', delivers: true };

describe('area/find keys', () => {
  it('asks for the point with populated and levelsNeeded (customer spec §7)', () => {
    expect(areaKeys.find(dubaiMarina)).toEqual(['areaFind', { query: { lat: 25.0805, lng: 55.1403, populated: true, levelsNeeded: 2 } }]);
  });
});

describe('area/find fetcher', () => {
  it('answers the area that holds the point, sending lat, lng, populated and levelsNeeded', async () => {
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === endpoint('areaFind').path) seen.push(url.searchParams);
    });
    await expect(fetcher()(areaKeys.find(dubaiMarina))).resolves.toEqual(marinaArea);
    server.events.removeAllListeners();
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({ lat: '25.0805', lng: '55.1403', populated: 'true', levelsNeeded: '2' });
  });

  it('answers an area the shop does not deliver to as found, with delivers false', async () => {
    await expect(fetcher()(areaKeys.find(alWarqa))).resolves.toMatchObject({ name: 'Al Warqa', delivers: false });
  });

  it('reads the 404 of a point in no area as "no area", not as a failure', async () => {
    await expect(fetcher()(areaKeys.find(desert))).resolves.toBeNull();
  });

  it('throws the client error for SWR on any other failure', async () => {
    server.use(
      http.get(`*${endpoint('areaFind').path}`, () =>
        HttpResponse.json({ error: { status: 503, message: 'Unavailable' } }, { status: 503 }),
      ),
    );
    await expect(fetcher()(areaKeys.find(dubaiMarina))).rejects.toBeInstanceOf(ApiRequestError);
    await expect(fetcher()(areaKeys.find(dubaiMarina))).rejects.toMatchObject({ status: 503 });
  });

  it('turns an answer without an area into an error', async () => {
    server.use(http.get(`*${endpoint('areaFind').path}`, () => HttpResponse.json({ data: { levels: [] } })));
    await expect(fetcher()(areaKeys.find(dubaiMarina))).rejects.toMatchObject({ status: 502 });
  });
});

describe('area/find status for the address form', () => {
  const base = { latlng: dubaiMarina, settling: false, data: undefined, error: undefined };

  it('is idle without a point, whatever is cached', () => {
    expect(areaFindState({ ...base, latlng: null, data: marinaArea })).toEqual({ area: undefined, status: 'idle' });
  });

  it('is loading while the point moves and while the first request runs', () => {
    expect(areaFindState({ ...base, settling: true, data: marinaArea })).toEqual({ area: undefined, status: 'loading' });
    expect(areaFindState(base)).toEqual({ area: undefined, status: 'loading' });
  });

  it('is found with the area, or notFound for a point in no area', () => {
    expect(areaFindState({ ...base, data: marinaArea })).toEqual({ area: marinaArea, status: 'found' });
    expect(areaFindState({ ...base, data: null })).toEqual({ area: undefined, status: 'notFound' });
  });

  it('is error after a failure, and loading again while a retry runs', () => {
    const error = new ApiRequestError({ kind: 'http', status: 500, message: 'boom' });
    expect(areaFindState({ ...base, error })).toEqual({ area: undefined, status: 'error' });
    expect(areaFindState({ ...base, error, validating: true })).toEqual({ area: undefined, status: 'loading' });
  });
});
