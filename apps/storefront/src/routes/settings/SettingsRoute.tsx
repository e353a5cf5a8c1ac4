import { useSnapshot } from 'valtio';
import { SettingsView } from '@dukkan/screens';
import { useLocale } from '@dukkan/shell';
import { useStorefrontServices } from '../../services.ts';

/**
 * `/settings` (customer spec §2). The language goes through the app's locale state, which
 * writes the same 365-day cookie as the header's switch and leaves the path alone (§1);
 * delivery or pickup is the cart option itself (`cartOptions`, §3, §9). docs/decisions/0038.
 */
export function SettingsRoute() {
  const { options } = useStorefrontServices();
  const { locale, setLocale } = useLocale();
  const { deliveryType } = useSnapshot(options.state);
  return (
    <SettingsView
      locale={locale}
      onLocaleChange={setLocale}
      deliveryType={deliveryType}
      onDeliveryTypeChange={(next) => options.setDeliveryType(next)}
    />
  );
}
