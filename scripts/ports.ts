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
} as const;

export const mockApiOrigin = `http://127.0.0.1:${ports.mockApi}`;
