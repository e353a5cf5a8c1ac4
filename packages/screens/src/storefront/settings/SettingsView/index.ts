export { SettingsView, type SettingsViewProps } from './SettingsView.tsx';
