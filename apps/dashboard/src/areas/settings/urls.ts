/** The settings area (vendor spec §7 Settings). */
export const settingsUrls = {
  settings: () => '/settings',
};
