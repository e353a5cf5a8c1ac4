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
 * are listed). One rule with `useWorkingShop`: a suspended shop is listed, disabled, with the
 * reason in its text; an inactive shop (hidden from customers) stays selectable, marked as such,
 * so a lead can prepare a branch before it opens.
 */
export function DashboardFrameShopPicker({ shops, currentShopId, onShopChange }: DashboardFrameShopPickerProps) {
  const intl = useIntl();
  const options: SelectOption[] = shops.map((shop) => {
    const reason = shop.isBanned ? 'dashboard.frame.shopBanned' : shop.isActive ? null : 'dashboard.frame.shopInactive';
    return {
      id: shop.id,
      label: reason ? intl.formatMessage({ id: reason }, { name: shop.name }) : shop.name,
      disabled: shop.isBanned,
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
