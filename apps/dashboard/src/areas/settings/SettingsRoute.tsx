import { useIntl, type IntlShape } from 'react-intl';
import { useShopSettings, useShopSettingsActions, type ShopSettingsActions } from '@dukkan/data';
import { DashboardSettingsView, type DashboardSettingsViewProps } from '@dukkan/screens';
import type { ApiError } from '@dukkan/core';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';

type Props = DashboardSettingsViewProps;
type SaveResult = Awaited<ReturnType<Props['onSaveBusy']>>;

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

/** The person's words for a refused or failed save; a bad phone number lands on the phone field. */
function reasonOf(intl: IntlShape, error: ApiError): string {
  if (error.kind === 'network') return intl.formatMessage({ id: 'dashboard.settings.error.network' });
  if (error.status === 403) return intl.formatMessage({ id: 'dashboard.settings.error.forbidden' });
  if (error.status === 422 || error.status === 400) return intl.formatMessage({ id: 'dashboard.settings.error.invalid' });
  return intl.formatMessage({ id: 'dashboard.settings.error.server' });
}

function resultOf(intl: IntlShape, error: ApiError | null, phoneField?: string): SaveResult {
  if (!error) return undefined;
  if (phoneField && error.code === 'invalid_phone') {
    return { fieldErrors: { [phoneField]: intl.formatMessage({ id: 'dashboard.settings.phone.invalid' }) } };
  }
  return { formError: reasonOf(intl, error) };
}

/**
 * /settings (issue #10): the working shop's settings, one card and one call per part. The shop is
 * the one the person works on (a lead may have picked another), never the user's own.
 */
export function SettingsRoute() {
  const intl = useIntl();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const settings = useShopSettings(shopId);
  const actions = useShopSettingsActions(shopId);

  const run = async (send: (a: ShopSettingsActions) => Promise<ApiError | null>, phoneField?: string): Promise<SaveResult> =>
    resultOf(intl, actions ? await send(actions) : NO_SHOP, phoneField);

  return (
    <DashboardSettingsView
      // Another shop (a lead switched) starts from its own values, never from edits made to the last one.
      key={shopId}
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      status={settings.status}
      onRetry={settings.retry}
      settings={settings.data?.settings}
      saved={settings.data?.saved}
      hours={settings.data?.hours}
      canEdit={can('settings:update')}
      onSaveBusy={(values) => run((a) => a.setBusy(values))}
      onSaveHours={async (changes) => {
        if (!actions) return { failedDays: changes.map((c) => c.day), reason: reasonOf(intl, NO_SHOP) };
        const result = await actions.saveHours(changes);
        return result.error ? { failedDays: result.failedDays, reason: reasonOf(intl, result.error) } : undefined;
      }}
      onSaveChat={(values) => run((a) => a.setChat(values), 'chatPhone')}
      onSaveNotification={(kind, values) => run((a) => a.setNotification(kind, values), 'phone')}
      onSaveNotifyCancel={(notifyCancel) => run((a) => a.setNotifyCancel(notifyCancel))}
      onSaveProductBehavior={(productBehavior) => run((a) => a.setProductBehavior(productBehavior))}
      onSaveSchedule={(values) => run((a) => a.setSchedule(values))}
      onSavePaymentMethods={(methods) => run((a) => a.setPaymentMethods(methods))}
      onSaveShowType={(showType) => run((a) => a.setShowType(showType))}
      onSaveDeliveryMethods={(methods) => run((a) => a.setDeliveryMethods(methods))}
    />
  );
}
