// The storefront's settings screen (issue #16 item 4).
export { SettingsView, type SettingsViewProps } from './SettingsView/index.ts';
