import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ShopSettings } from '@dukkan/core';
import { buildShopSettings } from '@dukkan/mocks';
import { SettingsChat } from './SettingsChat.tsx';
import { SettingsGroup } from './SettingsGroup.tsx';
import { SettingsNotification } from './SettingsNotification.tsx';
import { SettingsNotifyCancel } from './SettingsNotifyCancel.tsx';
import type { SettingsViewProps } from './SettingsView.tsx';
import type { SettingsSaveResult } from './settingsValues.ts';

type ContactCardsProps = Pick<SettingsViewProps, 'onSaveChat' | 'onSaveNotification' | 'onSaveNotifyCancel'> & {
  settings: ShopSettings;
  canEdit: boolean;
};

/** The page's "Contact and notifications" group: chat, cancelled orders, and the three new-order messages. */
function ContactCards({ settings, canEdit, onSaveChat, onSaveNotification, onSaveNotifyCancel }: ContactCardsProps) {
  return (
    <SettingsGroup title={<FormattedMessage id="dashboard.settings.group.contact" />}>
      <SettingsChat settings={settings} canEdit={canEdit} onSave={onSaveChat} />
      <SettingsNotifyCancel notifyCancel={settings.notifyCancel} canEdit={canEdit} onSave={onSaveNotifyCancel} />
      <SettingsNotification kind="sms" settings={settings} canEdit={canEdit} onSave={onSaveNotification} />
      <SettingsNotification kind="whatsapp" settings={settings} canEdit={canEdit} onSave={onSaveNotification} />
      <SettingsNotification kind="email" settings={settings} canEdit={canEdit} onSave={onSaveNotification} />
    </SettingsGroup>
  );
}

const save = /^(save|حفظ)$/i;
const card = (canvasElement: HTMLElement, name: RegExp) => within(within(canvasElement).getByRole('region', { name }));

const meta = {
  title: 'Dashboard/Settings/SettingsView/Contact',
  component: ContactCards,
  args: {
    settings: buildShopSettings(),
    canEdit: true,
    onSaveChat: fn(async (): Promise<SettingsSaveResult> => undefined),
    onSaveNotification: fn(async (): Promise<SettingsSaveResult> => undefined),
    onSaveNotifyCancel: fn(async (): Promise<SettingsSaveResult> => undefined),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** SMS on: the phone is asked for and sent; typed with Arabic-Indic digits it still reaches the server as +971…. */
export const SendsThePhoneOnlyWhenOn: Story = {
  play: async ({ canvasElement, args }) => {
    const sms = card(canvasElement, /sms on new orders|رسالة نصية عند كل طلب جديد/i);
    await expect(sms.queryByRole('textbox')).toBeNull();
    await userEvent.click(sms.getByRole('switch'));
    await userEvent.type(sms.getByRole('textbox', { name: /phone number|رقم الهاتف/i }), '٠٥٥٩٨٧٦٥٤٣');
    await userEvent.click(sms.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSaveNotification).toHaveBeenCalledWith('sms', { enabled: true, phone: '+971559876543' }));
    await waitFor(() => expect(sms.getByRole('status')).toHaveTextContent(/saved|تم حفظ/i));
  },
};

/** A chat button needs a number to open: without one nothing is sent. */
export const RequiresAPhoneForAChat: Story = {
  args: { settings: buildShopSettings({ chatType: 'none', chatPhone: undefined }) },
  play: async ({ canvasElement, args }) => {
    const chat = card(canvasElement, /chat with customers|المحادثة مع العملاء/i);
    await userEvent.click(chat.getByRole('radio', { name: /phone call|مكالمة هاتفية/i }));
    await userEvent.click(chat.getByRole('button', { name: save }));
    await waitFor(() => expect(chat.getByText(/form incomplete|النموذج غير مكتمل/i)).toBeVisible());
    await expect(args.onSaveChat).not.toHaveBeenCalled();
  },
};

/** The server refuses the WhatsApp number: the message sits under the field and the number stays. */
export const SaveFailed: Story = {
  args: { onSaveNotification: fn(async () => ({ fieldErrors: { phone: 'Enter a UAE phone number, e.g. 50 123 4567 or 4 345 6789.' } })) },
  play: async ({ canvasElement }) => {
    const whatsapp = card(canvasElement, /whatsapp on new orders|واتساب عند كل طلب جديد/i);
    await userEvent.click(whatsapp.getByRole('button', { name: save }));
    await waitFor(() => expect(whatsapp.getByRole('alert')).toBeVisible());
    await expect(whatsapp.getByRole('textbox', { name: /phone number|رقم الهاتف/i })).toHaveAttribute('aria-invalid', 'true');
    await expect(whatsapp.getByRole('textbox', { name: /phone number|رقم الهاتف/i })).not.toHaveValue('');
  },
};

export const ReadOnly: Story = { args: { canEdit: false } };
