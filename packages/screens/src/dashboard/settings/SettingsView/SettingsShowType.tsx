import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopSettings } from '@dukkan/core';
import { FormField } from '@dukkan/ui';
import { SettingsSection } from './SettingsSection.tsx';
import type { SettingsSaveResult } from './settingsValues.ts';

type ShowType = ShopSettings['showType'];

export interface SettingsShowTypeProps {
  showType: ShowType;
  canEdit: boolean;
  onSave: (showType: ShowType) => Promise<SettingsSaveResult>;
}

const CHOICES: Readonly<Record<ShowType, string>> = {
  default: 'dashboard.settings.showType.default',
  'special-1': 'dashboard.settings.showType.special1',
};

/** How the storefront lists the catalogue (showType): category by category, or the whole list at once (special-1). */
export function SettingsShowType({ showType, canEdit, onSave }: SettingsShowTypeProps) {
  const intl = useIntl();
  return (
    <SettingsSection<{ showType: ShowType }>
      id="settings-show-type"
      title={<FormattedMessage id="dashboard.settings.showType.title" />}
      initialValues={{ showType }}
      onSave={(values) => onSave(values.showType === 'special-1' ? 'special-1' : 'default')}
      canEdit={canEdit}
      savedMessage={<FormattedMessage id="dashboard.settings.showType.saved" />}
    >
      <FormField
        type="radio"
        name="showType"
        label={{ id: 'dashboard.settings.showType.label' }}
        disabled={!canEdit}
        options={Object.entries(CHOICES).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }))}
      />
    </SettingsSection>
  );
}
