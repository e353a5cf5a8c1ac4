import { FormattedMessage } from 'react-intl';
import { FormField } from '@dukkan/ui';
import { SettingsSection } from './SettingsSection.tsx';
import type { SettingsSaveResult } from './settingsValues.ts';

export interface SettingsNotifyCancelProps {
  notifyCancel: boolean;
  canEdit: boolean;
  onSave: (notifyCancel: boolean) => Promise<SettingsSaveResult>;
}

/** Whether the shop is told when a customer cancels an order (notifyCancel). */
export function SettingsNotifyCancel({ notifyCancel, canEdit, onSave }: SettingsNotifyCancelProps) {
  return (
    <SettingsSection<{ notifyCancel: boolean }>
      id="settings-notify-cancel"
      title={<FormattedMessage id="dashboard.settings.notifyCancel.title" />}
      initialValues={{ notifyCancel }}
      onSave={(values) => onSave(values.notifyCancel === true)}
      canEdit={canEdit}
      savedMessage={<FormattedMessage id="dashboard.settings.notifyCancel.saved" />}
    >
      <FormField
        type="switch"
        name="notifyCancel"
        label={{ id: 'dashboard.settings.notifyCancel.enabled' }}
        description={{ id: 'dashboard.settings.notifyCancel.description' }}
        disabled={!canEdit}
      />
    </SettingsSection>
  );
}
