import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopSettings } from '@dukkan/core';
import { FormField } from '@dukkan/ui';
import { SettingsSection } from './SettingsSection.tsx';
import type { SettingsSaveResult } from './settingsValues.ts';

type ProductBehavior = ShopSettings['productBehavior'];

export interface SettingsProductBehaviorProps {
  productBehavior: ProductBehavior;
  canEdit: boolean;
  onSave: (productBehavior: ProductBehavior) => Promise<SettingsSaveResult>;
}

const CHOICES: Readonly<Record<ProductBehavior, string>> = {
  show_unavailable: 'dashboard.settings.productBehavior.show_unavailable',
  hide: 'dashboard.settings.productBehavior.hide',
};

/** What the storefront does with a product that is not available: show it as unavailable, or hide it. */
export function SettingsProductBehavior({ productBehavior, canEdit, onSave }: SettingsProductBehaviorProps) {
  const intl = useIntl();
  return (
    <SettingsSection<{ productBehavior: ProductBehavior }>
      id="settings-product-behavior"
      title={<FormattedMessage id="dashboard.settings.productBehavior.title" />}
      initialValues={{ productBehavior }}
      onSave={(values) => onSave(values.productBehavior === 'hide' ? 'hide' : 'show_unavailable')}
      canEdit={canEdit}
      savedMessage={<FormattedMessage id="dashboard.settings.productBehavior.saved" />}
    >
      <FormField
        type="radio"
        name="productBehavior"
        label={{ id: 'dashboard.settings.productBehavior.label' }}
        disabled={!canEdit}
        options={Object.entries(CHOICES).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }))}
      />
    </SettingsSection>
  );
}
