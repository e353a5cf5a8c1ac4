export { settingsKeys, type SettingsKey } from './keys.ts';
export {
  DEFAULT_SHOP_SETTINGS,
  readOpeningHours,
  readShopSettings,
  readShopSettingsDetails,
  type ShopSettingsDetails,
} from './readSettings.ts';
export {
  busyBody,
  chatBody,
  hoursBody,
  notificationBody,
  scheduleBody,
  shopClockInstant,
  type BusyBody,
  type BusyChoice,
  type BusyDuration,
  type ChatChoice,
  type HoursChange,
  type NotificationChoice,
  type NotificationKind,
  type ScheduleChoice,
} from './requests.ts';
export { createShopSettingsActions, useShopSettingsActions, type HoursSaveResult, type ShopSettingsActions } from './mutations.ts';
export { useShopSettings, type SettingsStatus, type ShopSettingsState } from './useShopSettings.ts';
