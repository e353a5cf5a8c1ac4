import { FormattedMessage } from 'react-intl';
import type { ShopSettings } from '@dukkan/core';
import { ErrorState, InlineAlert, Page, type PageBreadcrumb } from '@dukkan/ui';
import { SettingsBusy } from './SettingsBusy.tsx';
import { SettingsChat } from './SettingsChat.tsx';
import { SettingsGroup } from './SettingsGroup.tsx';
import { SettingsHours } from './SettingsHours.tsx';
import { SettingsLoading } from './SettingsLoading.tsx';
import { SettingsMethods } from './SettingsMethods.tsx';
import { SettingsNotification } from './SettingsNotification.tsx';
import { SettingsNotifyCancel } from './SettingsNotifyCancel.tsx';
import { SettingsProductBehavior } from './SettingsProductBehavior.tsx';
import { SettingsSchedule } from './SettingsSchedule.tsx';
import { SettingsShowType } from './SettingsShowType.tsx';
import type {
  BusyValues,
  ChatValues,
  DeliveryMethod,
  HoursChange,
  HoursSaveResult,
  NotificationKind,
  NotificationValues,
  PaymentMethod,
  ScheduleValues,
  SettingsHoursRow,
  SettingsSaveResult,
} from './settingsValues.ts';
import { Notes } from './SettingsView.styles.ts';

export interface SettingsViewProps {
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** The shop's settings; the platform's defaults when it has none yet (see `saved`). */
  settings?: ShopSettings;
  /** False for a shop that never saved its settings (a new branch): the page says the values are defaults. */
  saved?: boolean;
  hours?: readonly SettingsHoursRow[];
  /** settings:update. Without it the page shows the values and changes nothing. */
  canEdit: boolean;
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The clock of the busy-until rule (stories and tests). */
  now?: () => Date;
  onSaveBusy: (values: BusyValues) => Promise<SettingsSaveResult>;
  onSaveHours: (changes: HoursChange[]) => Promise<HoursSaveResult>;
  onSaveChat: (values: ChatValues) => Promise<SettingsSaveResult>;
  onSaveNotification: (kind: NotificationKind, values: NotificationValues) => Promise<SettingsSaveResult>;
  onSaveNotifyCancel: (notifyCancel: boolean) => Promise<SettingsSaveResult>;
  onSaveProductBehavior: (productBehavior: ShopSettings['productBehavior']) => Promise<SettingsSaveResult>;
  onSaveSchedule: (values: ScheduleValues) => Promise<SettingsSaveResult>;
  onSavePaymentMethods: (methods: PaymentMethod[]) => Promise<SettingsSaveResult>;
  onSaveShowType: (showType: ShopSettings['showType']) => Promise<SettingsSaveResult>;
  onSaveDeliveryMethods: (methods: DeliveryMethod[]) => Promise<SettingsSaveResult>;
}

/**
 * `/settings` (vendor spec §3 Shop settings and Opening hours, §5, §7 Settings; issue #10): every
 * part of the shop's settings is its own card with its own Save, so one refused change never
 * holds the others back. Grouped as availability (busy, hours), orders, and contact and
 * notifications. Decision 0042.
 */
export function SettingsView(props: SettingsViewProps) {
  const { status, settings, canEdit } = props;
  const title = <FormattedMessage id="dashboard.settings.title" />;
  if (status !== 'ready' || !settings) {
    return (
      <Page title={title} breadcrumbs={props.breadcrumbs} loading={status === 'loading'}>
        {status === 'error' ? (
          <ErrorState title={<FormattedMessage id="dashboard.settings.loadError" />} onRetry={props.onRetry} />
        ) : (
          <SettingsLoading />
        )}
      </Page>
    );
  }
  return (
    <Page title={title} description={<FormattedMessage id="dashboard.settings.description" />} breadcrumbs={props.breadcrumbs}>
      {!canEdit || props.saved === false ? (
        <Notes>
          {!canEdit ? (
            <InlineAlert tone="info">
              <FormattedMessage id="dashboard.settings.readOnly" />
            </InlineAlert>
          ) : null}
          {props.saved === false ? (
            <InlineAlert tone="info" title={<FormattedMessage id="dashboard.settings.defaults.title" />}>
              <FormattedMessage id="dashboard.settings.defaults.description" />
            </InlineAlert>
          ) : null}
        </Notes>
      ) : null}
      <SettingsGroup title={<FormattedMessage id="dashboard.settings.group.availability" />}>
        <SettingsBusy settings={settings} canEdit={canEdit} onSave={props.onSaveBusy} now={props.now} />
        <SettingsSchedule
          hasSchedule={settings.hasSchedule}
          maxScheduleDays={settings.maxScheduleDays}
          canEdit={canEdit}
          onSave={props.onSaveSchedule}
        />
        <div data-wide="">
          <SettingsHours hours={props.hours ?? []} canEdit={canEdit} onSave={props.onSaveHours} />
        </div>
      </SettingsGroup>
      <SettingsGroup title={<FormattedMessage id="dashboard.settings.group.orders" />}>
        <SettingsMethods kind="delivery" methods={settings.deliveryMethods} canEdit={canEdit} onSave={props.onSaveDeliveryMethods} />
        <SettingsMethods kind="payment" methods={settings.paymentMethods} canEdit={canEdit} onSave={props.onSavePaymentMethods} />
        <SettingsProductBehavior productBehavior={settings.productBehavior} canEdit={canEdit} onSave={props.onSaveProductBehavior} />
        <SettingsShowType showType={settings.showType} canEdit={canEdit} onSave={props.onSaveShowType} />
      </SettingsGroup>
      <SettingsGroup title={<FormattedMessage id="dashboard.settings.group.contact" />}>
        <SettingsChat settings={settings} canEdit={canEdit} onSave={props.onSaveChat} />
        <SettingsNotifyCancel notifyCancel={settings.notifyCancel} canEdit={canEdit} onSave={props.onSaveNotifyCancel} />
        <SettingsNotification kind="sms" settings={settings} canEdit={canEdit} onSave={props.onSaveNotification} />
        <SettingsNotification kind="whatsapp" settings={settings} canEdit={canEdit} onSave={props.onSaveNotification} />
        <SettingsNotification kind="email" settings={settings} canEdit={canEdit} onSave={props.onSaveNotification} />
      </SettingsGroup>
    </Page>
  );
}
