export { SettingsView, type SettingsViewProps } from './SettingsView.tsx';
export type {
  BusyDuration,
  BusyValues,
  ChatValues,
  DeliveryMethod,
  HoursChange,
  HoursDayState,
  HoursSaveResult,
  NotificationKind,
  NotificationValues,
  PaymentMethod,
  ScheduleValues,
  SettingsHoursRow,
  SettingsSaveResult,
} from './settingsValues.ts';
