import { useIntl } from 'react-intl';
import { Select, VisuallyHidden, type SelectOption } from '@dukkan/ui';
import { ShopPickerSlot } from './DashboardFrame.styles.ts';
import type { DashboardShopChoice } from './DashboardFrame.tsx';

export interface DashboardFrameShopPickerProps {
  shops: readonly DashboardShopChoice[];
  currentShopId?: string;
  onShopChange?: (shopId: string) => void;
}

/**
 * A lead's shop picker, in the brand's place (vendor spec §6: the lead flag widens which shops
 * are listed). A suspended or inactive shop is listed, disabled, with the reason in its text.
 */
export function DashboardFrameShopPicker({ shops, currentShopId, onShopChange }: DashboardFrameShopPickerProps) {
  const intl = useIntl();
  const options: SelectOption[] = shops.map((shop) => {
    const reason = shop.isBanned ? 'dashboard.frame.shopBanned' : shop.isActive ? null : 'dashboard.frame.shopInactive';
    return {
      id: shop.id,
      label: reason ? intl.formatMessage({ id: reason }, { name: shop.name }) : shop.name,
      disabled: reason !== null,
    };
  });
  return (
    <ShopPickerSlot>
      <Select
        label={<VisuallyHidden>{intl.formatMessage({ id: 'dashboard.frame.shop' })}</VisuallyHidden>}
        options={options}
        value={currentShopId ?? null}
        onChange={(shopId) => {
          if (shopId && shopId !== currentShopId) onShopChange?.(shopId);
        }}
      />
    </ShopPickerSlot>
  );
}
