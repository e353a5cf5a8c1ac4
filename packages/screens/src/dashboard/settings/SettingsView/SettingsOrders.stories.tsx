import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ShopSettings } from '@dukkan/core';
import { buildShopSettings } from '@dukkan/mocks';
import { SettingsGroup } from './SettingsGroup.tsx';
import { SettingsMethods } from './SettingsMethods.tsx';
import { SettingsProductBehavior } from './SettingsProductBehavior.tsx';
import { SettingsSchedule } from './SettingsSchedule.tsx';
import { SettingsShowType } from './SettingsShowType.tsx';
import type { SettingsViewProps } from './SettingsView.tsx';
import type { SettingsSaveResult } from './settingsValues.ts';

type OrderCardsProps = Pick<
  SettingsViewProps,
  'onSaveSchedule' | 'onSaveDeliveryMethods' | 'onSavePaymentMethods' | 'onSaveProductBehavior' | 'onSaveShowType'
> & { settings: ShopSettings; canEdit: boolean };

/** Orders for later and the page's "Orders" group: delivery and payment methods, unavailable products, catalogue layout. */
function OrderCards({ settings, canEdit, ...on }: OrderCardsProps) {
  return (
    <SettingsGroup title={<FormattedMessage id="dashboard.settings.group.orders" />}>
      <SettingsSchedule
        hasSchedule={settings.hasSchedule}
        maxScheduleDays={settings.maxScheduleDays}
        canEdit={canEdit}
        onSave={on.onSaveSchedule}
      />
      <SettingsMethods kind="delivery" methods={settings.deliveryMethods} canEdit={canEdit} onSave={on.onSaveDeliveryMethods} />
      <SettingsMethods kind="payment" methods={settings.paymentMethods} canEdit={canEdit} onSave={on.onSavePaymentMethods} />
      <SettingsProductBehavior productBehavior={settings.productBehavior} canEdit={canEdit} onSave={on.onSaveProductBehavior} />
      <SettingsShowType showType={settings.showType} canEdit={canEdit} onSave={on.onSaveShowType} />
    </SettingsGroup>
  );
}

const save = /^(save|حفظ)$/i;
const card = (canvasElement: HTMLElement, name: RegExp) => within(within(canvasElement).getByRole('region', { name }));

const meta = {
  title: 'Dashboard/Settings/SettingsView/Orders',
  component: OrderCards,
  args: {
    settings: buildShopSettings(),
    canEdit: true,
    onSaveSchedule: fn(async (): Promise<SettingsSaveResult> => undefined),
    onSaveDeliveryMethods: fn(async (): Promise<SettingsSaveResult> => undefined),
    onSavePaymentMethods: fn(async (): Promise<SettingsSaveResult> => undefined),
    onSaveProductBehavior: fn(async (): Promise<SettingsSaveResult> => undefined),
    onSaveShowType: fn(async (): Promise<SettingsSaveResult> => undefined),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const ReadOnly: Story = { args: { canEdit: false } };

/** An order needs a way to pay: unticking the last method blocks the save. */
export const AsksForAtLeastOnePaymentMethod: Story = {
  play: async ({ canvasElement, args }) => {
    const payment = card(canvasElement, /payment methods|طرق الدفع/i);
    await userEvent.click(payment.getByRole('checkbox', { name: /^(cash|نقدًا)$/i }));
    await userEvent.click(payment.getByRole('checkbox', { name: /^(card|بالبطاقة)$/i }));
    await userEvent.click(payment.getByRole('button', { name: save }));
    await waitFor(() => expect(payment.getAllByText(/choose at least one|اختر واحدة على الأقل/i).length).toBeGreaterThan(0));
    await expect(args.onSavePaymentMethods).not.toHaveBeenCalled();
  },
};

/** Days typed with Arabic-Indic digits are read as a number; the methods keep their fixed order. */
export const SavesScheduleDaysAndMethods: Story = {
  play: async ({ canvasElement, args }) => {
    const schedule = card(canvasElement, /orders for later|الطلب لوقت لاحق/i);
    const days = schedule.getByRole('textbox', { name: /days ahead|كم يومًا مقدمًا/i });
    await userEvent.clear(days);
    await userEvent.type(days, '١٤');
    await userEvent.click(schedule.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSaveSchedule).toHaveBeenCalledWith({ hasSchedule: true, maxScheduleDays: 14 }));
    const delivery = card(canvasElement, /delivery methods|طرق الاستلام/i);
    await userEvent.click(delivery.getByRole('checkbox', { name: /dining in|تناول الطعام/i }));
    await userEvent.click(delivery.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSaveDeliveryMethods).toHaveBeenCalledWith(['delivery', 'pickup', 'dine_in']));
  },
};

export const SaveFailed: Story = {
  args: { onSaveShowType: fn(async () => ({ formError: 'This could not be saved right now. Please try again in a moment.' })) },
  play: async ({ canvasElement }) => {
    const layout = card(canvasElement, /catalogue layout|طريقة عرض المنتجات/i);
    await userEvent.click(layout.getByRole('radio', { name: /whole list|القائمة كاملة/i }));
    await userEvent.click(layout.getByRole('button', { name: save }));
    await waitFor(() => expect(layout.getByRole('alert')).toHaveTextContent(/could not be saved/));
    await expect(layout.getByRole('radio', { name: /whole list|القائمة كاملة/i })).toBeChecked();
  },
};

/** Two cards, two calls: saving the catalogue layout leaves the payment methods being edited alone. */
export const SavesOneCardWithoutTouchingAnother: Story = {
  play: async ({ canvasElement, args }) => {
    const payment = card(canvasElement, /payment methods|طرق الدفع/i);
    const layout = card(canvasElement, /catalogue layout|طريقة عرض المنتجات/i);
    await userEvent.click(payment.getByRole('checkbox', { name: /^(wallet|من المحفظة)$/i }));
    await userEvent.click(layout.getByRole('radio', { name: /whole list|القائمة كاملة/i }));
    await userEvent.click(layout.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSaveShowType).toHaveBeenCalledWith('special-1'));
    await expect(args.onSavePaymentMethods).not.toHaveBeenCalled();
    await expect(payment.getByRole('checkbox', { name: /^(wallet|من المحفظة)$/i })).toBeChecked();
  },
};
