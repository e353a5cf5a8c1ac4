export { ReviewSettingsView, type ReviewSettingsFormValues, type ReviewSettingsViewProps } from './ReviewSettingsView.tsx';
