import { FormSpy } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import type { ShopSettings } from '@dukkan/core';
import { FormField } from '@dukkan/ui';
import { SettingsSection } from './SettingsSection.tsx';
import {
  phoneForField,
  UAE_MOBILE,
  UAE_PHONE,
  type NotificationKind,
  type NotificationValues,
  type SettingsSaveResult,
} from './settingsValues.ts';

export interface SettingsNotificationProps {
  kind: NotificationKind;
  settings: ShopSettings;
  canEdit: boolean;
  onSave: (kind: NotificationKind, values: NotificationValues) => Promise<SettingsSaveResult>;
}

const TEXT = {
  sms: {
    title: 'dashboard.settings.sms.title',
    description: 'dashboard.settings.sms.description',
    enabled: 'dashboard.settings.sms.enabled',
    phoneHelp: 'dashboard.settings.sms.phoneHelp',
    saved: 'dashboard.settings.sms.saved',
  },
  whatsapp: {
    title: 'dashboard.settings.whatsapp.title',
    description: 'dashboard.settings.whatsapp.description',
    enabled: 'dashboard.settings.whatsapp.enabled',
    phoneHelp: 'dashboard.settings.whatsapp.phoneHelp',
    saved: 'dashboard.settings.whatsapp.saved',
  },
  email: {
    title: 'dashboard.settings.email.title',
    description: 'dashboard.settings.email.description',
    enabled: 'dashboard.settings.email.enabled',
    phoneHelp: 'dashboard.settings.email.phoneHelp',
    saved: 'dashboard.settings.email.saved',
  },
} as const;

const STORED = {
  sms: (s: ShopSettings) => ({ enabled: s.hasSMS, phone: s.smsPhone }),
  whatsapp: (s: ShopSettings) => ({ enabled: s.hasWhatsapp, phone: s.whatsappPhone }),
  email: (s: ShopSettings) => ({ enabled: s.hasEmail, phone: s.emailPhone }),
} as const;

/**
 * A message to the shop for every new order, by SMS, WhatsApp or e-mail (one call each). The phone
 * is asked for, and sent, only while the notification is on (vendor spec §5).
 */
export function SettingsNotification({ kind, settings, canEdit, onSave }: SettingsNotificationProps) {
  const text = TEXT[kind];
  const stored = STORED[kind](settings);
  return (
    <SettingsSection<NotificationValues>
      id={`settings-${kind}`}
      title={<FormattedMessage id={text.title} />}
      description={<FormattedMessage id={text.description} />}
      initialValues={{ enabled: stored.enabled, phone: phoneForField(stored.phone) }}
      onSave={(values) => onSave(kind, values)}
      canEdit={canEdit}
      savedMessage={<FormattedMessage id={text.saved} />}
    >
      <FormField type="switch" name="enabled" label={{ id: text.enabled }} disabled={!canEdit} />
      <FormSpy<NotificationValues> subscription={{ values: true }}>
        {({ values }) =>
          values.enabled ? (
            <FormField
              type="phone"
              name="phone"
              label={{ id: 'dashboard.settings.notification.phone' }}
              description={{ id: text.phoneHelp }}
              // SMS and WhatsApp reach a mobile; the e-mail only names a number to call back.
              rules={['required', ['matches', kind === 'email' ? UAE_PHONE : UAE_MOBILE]]}
              messages={{ matches: { id: kind === 'email' ? 'dashboard.settings.phone.invalid' : 'dashboard.settings.mobile.invalid' } }}
              disabled={!canEdit}
            />
          ) : null
        }
      </FormSpy>
    </SettingsSection>
  );
}
