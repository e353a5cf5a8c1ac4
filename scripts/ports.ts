/**
 * Every port of the project, in one place (docs/decisions/0002-ports.md). Uncommon, fixed
 * and strict: a taken port fails loudly instead of moving.
 */
export const ports = {
  mockApi: 7311,
  storefrontDev: 7321,
  storefrontPreview: 7322,
  dashboardDev: 7331,
  dashboardPreview: 7332,
  storybook: 7341,
  storybookStatic: 7342,
  /** The bench's bare-stack floor app (scripts/bench/floor). */
  floorDev: 7351,
  floorPreview: 7352,
  /** Unit tests that start a real server: the static server, vite preview, a built app's maps. */
  staticServerTest: 7391,
  vitePreviewTest: 7392,
  sourceMapsTest: 7393,
} as const;

export const mockApiOrigin = `http://127.0.0.1:${ports.mockApi}`;

/**
 * The e2e journeys run in lanes side by side (`npm test` runs English in lane 1 and Arabic in
 * lane 2), each with its own mock server and preview servers, so neither sees the other's data.
 * Lane 0 (no `E2E_LANE`) is the ports above: `playwright test` on its own runs as it always did.
 */
export function e2eLane(lane = Number(process.env.E2E_LANE ?? 0)) {
  const shift = Number.isInteger(lane) && lane >= 0 && lane <= 9 ? lane * 100 : 0;
  return {
    lane: shift / 100,
    mockApi: ports.mockApi + shift,
    storefrontPreview: ports.storefrontPreview + shift,
    dashboardPreview: ports.dashboardPreview + shift,
  };
}
