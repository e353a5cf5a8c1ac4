/**
 * The settings calls (vendor spec §7 Settings), one per section of the screen. A section's form
 * keeps what was typed until the server has answered, so these do not update optimistically:
 * on success the cached settings (useShopSettings) take the server's values (the shop's whole
 * settings row, or the day's hours); on failure nothing changes and the error comes back.
 */
import { useMemo } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { isRecord, type ApiClient, type ApiError, type EndpointName, type ShopSettings } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { settingsKeys } from './keys.ts';
import { readOpeningHours, readShopSettings, type ShopSettingsDetails } from './readSettings.ts';
import {
  busyBody,
  chatBody,
  hoursBody,
  notificationBody,
  scheduleBody,
  type BusyChoice,
  type ChatChoice,
  type HoursChange,
  type NotificationChoice,
  type NotificationKind,
  type ScheduleChoice,
} from './requests.ts';

const NOTIFICATION_CALLS: Record<NotificationKind, EndpointName> = {
  sms: 'shopSetSmsOnOrder',
  whatsapp: 'shopSetWhatsappOnOrder',
  email: 'shopSetEmailOnOrder',
};

export interface HoursSaveResult {
  /** Days whose call failed, in the order they were sent; the others are saved. */
  failedDays: number[];
  /** The first failure, for the message. */
  error: ApiError | null;
}

export interface ShopSettingsActions {
  setBusy(choice: BusyChoice, now?: Date): Promise<ApiError | null>;
  setChat(choice: ChatChoice): Promise<ApiError | null>;
  setNotification(kind: NotificationKind, choice: NotificationChoice): Promise<ApiError | null>;
  setNotifyCancel(notifyCancel: boolean): Promise<ApiError | null>;
  setProductBehavior(productBehavior: ShopSettings['productBehavior']): Promise<ApiError | null>;
  setSchedule(choice: ScheduleChoice): Promise<ApiError | null>;
  setPaymentMethods(paymentMethods: ShopSettings['paymentMethods']): Promise<ApiError | null>;
  setShowType(showType: ShopSettings['showType']): Promise<ApiError | null>;
  setDeliveryMethods(methods: ShopSettings['deliveryMethods']): Promise<ApiError | null>;
  /** One call per changed day, in turn; a failed day does not stop the others. */
  saveHours(changes: readonly HoursChange[]): Promise<HoursSaveResult>;
}

export interface ShopSettingsActionsOptions {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  shopId: string;
}

export function createShopSettingsActions({ client, mutate, shopId }: ShopSettingsActionsOptions): ShopSettingsActions {
  const key = settingsKeys.details(shopId);
  const patch = (change: (current: ShopSettingsDetails) => ShopSettingsDetails) =>
    mutate<ShopSettingsDetails>(key, (current) => (current ? change(current) : current), { revalidate: false });

  /** A settings call whose answer is the shop's whole settings row. */
  async function setting(name: EndpointName, body: Record<string, unknown>, params?: Record<string, string>): Promise<ApiError | null> {
    const result = await client.call(name, { ...(params ? { params } : {}), body: { shop: shopId, ...body } });
    if (result.error) return result.error;
    if (isRecord(result.data)) {
      const settings = readShopSettings(result.data);
      await patch((current) => ({ ...current, settings, saved: true }));
    }
    return null;
  }

  async function hoursCall(change: HoursChange): Promise<ApiError | null> {
    const result = change.hours
      ? await client.call('hoursAdd', { body: hoursBody(shopId, change) })
      : await client.call('hoursDelete', { query: { shop: shopId, day: change.day } });
    // Deleting hours that are already gone leaves the day as wanted.
    if (result.error && !(change.hours === null && result.error.status === 404)) return result.error;
    const [row] = change.hours ? readOpeningHours([result.data]) : [];
    await patch((current) => ({
      ...current,
      hours: readOpeningHours([...current.hours.filter((h) => h.day !== change.day), ...(row ? [row] : [])]),
    }));
    return null;
  }

  return {
    setBusy: (choice, now = new Date()) => setting('shopSetBusy', { ...busyBody(choice, now) }),
    setChat: (choice) => setting('shopSetChatSettings', chatBody(choice)),
    setNotification: (kind, choice) => setting(NOTIFICATION_CALLS[kind], notificationBody(kind, choice)),
    setNotifyCancel: (notifyCancel) => setting('shopSetNotifyCancel', { notifyCancel }),
    setProductBehavior: (productBehavior) => setting('shopSetProductBehavior', { productBehavior }),
    setSchedule: (choice) => setting('shopSetSchedule', scheduleBody(choice)),
    setPaymentMethods: (paymentMethods) => setting('shopSetPaymentMethods', { paymentMethods }),
    setShowType: (showType) => setting('shopSetShowType', { showType }),
    setDeliveryMethods: (methods) => setting('shopDeliveryMethods', { methods }, { shop: shopId }),
    async saveHours(changes) {
      const failedDays: number[] = [];
      let error: ApiError | null = null;
      for (const change of changes) {
        const failure = await hoursCall(change);
        if (failure) {
          failedDays.push(change.day);
          error ??= failure;
        }
      }
      return { failedDays, error };
    },
  };
}

/** The actions for the working shop; undefined while it is not known (signed out). */
export function useShopSettingsActions(shopId: string | undefined): ShopSettingsActions | undefined {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => (shopId ? createShopSettingsActions({ client, mutate, shopId }) : undefined), [client, mutate, shopId]);
}
