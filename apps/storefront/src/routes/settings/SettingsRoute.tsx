import { useSnapshot } from 'valtio';
import { SettingsView } from '@dukkan/screens';
import { useLocale } from '@dukkan/shell';
import { useStorefrontServices } from '../../services.ts';

/**
 * `/settings` (customer spec §2). The language goes through the app's locale state, which
 * writes the same 365-day cookie as the header's switch and leaves the path alone (§1);
 * delivery or pickup is the cart option itself (`cartOptions`, §3, §9); push notifications where
 * the browser and the config allow (§3 device token). docs/decisions/0038, 0051.
 */
export function SettingsRoute() {
  const { options, push, user } = useStorefrontServices();
  const { locale, setLocale } = useLocale();
  const { deliveryType } = useSnapshot(options.state);
  const notifications = useSnapshot(push.state);
  const { isLoggedIn } = useSnapshot(user.state);
  return (
    <SettingsView
      locale={locale}
      onLocaleChange={setLocale}
      deliveryType={deliveryType}
      onDeliveryTypeChange={(next) => options.setDeliveryType(next)}
      notifications={{
        status: notifications.status,
        busy: notifications.busy,
        failure: notifications.failure,
        signedIn: isLoggedIn,
        onEnable: () => void push.enable(),
        onDisable: () => void push.disable(),
      }}
    />
  );
}
