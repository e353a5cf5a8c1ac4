import { FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopSettings } from '@dukkan/core';
import { FormField } from '@dukkan/ui';
import { SettingsSection } from './SettingsSection.tsx';
import { phoneForField, UAE_PHONE, type ChatValues, type SettingsSaveResult } from './settingsValues.ts';

export interface SettingsChatProps {
  settings: ShopSettings;
  canEdit: boolean;
  onSave: (values: ChatValues) => Promise<SettingsSaveResult>;
}

const CHAT_TYPES: Readonly<Record<ShopSettings['chatType'], string>> = {
  whatsapp: 'dashboard.settings.chat.type.whatsapp',
  phone: 'dashboard.settings.chat.type.phone',
  none: 'dashboard.settings.chat.type.none',
};

/** How customers reach the shop from the storefront (chatType, chatPhone): WhatsApp, a call, or neither. */
export function SettingsChat({ settings, canEdit, onSave }: SettingsChatProps) {
  const intl = useIntl();
  return (
    <SettingsSection<ChatValues>
      id="settings-chat"
      title={<FormattedMessage id="dashboard.settings.chat.title" />}
      description={<FormattedMessage id="dashboard.settings.chat.description" />}
      initialValues={{ chatType: settings.chatType, chatPhone: phoneForField(settings.chatPhone) }}
      onSave={onSave}
      canEdit={canEdit}
      savedMessage={<FormattedMessage id="dashboard.settings.chat.saved" />}
    >
      <FormField
        type="radio"
        name="chatType"
        label={{ id: 'dashboard.settings.chat.type' }}
        disabled={!canEdit}
        options={Object.entries(CHAT_TYPES).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }))}
      />
      <FormSpy<ChatValues> subscription={{ values: true }}>
        {({ values }) =>
          values.chatType !== 'none' ? (
            <FormField
              type="phone"
              name="chatPhone"
              label={{ id: 'dashboard.settings.chat.phone' }}
              description={{ id: 'dashboard.settings.phone.help' }}
              rules={['required', ['matches', UAE_PHONE]]}
              messages={{ matches: { id: 'dashboard.settings.phone.invalid' } }}
              disabled={!canEdit}
            />
          ) : null
        }
      </FormSpy>
    </SettingsSection>
  );
}
