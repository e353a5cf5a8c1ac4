import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeliveryType } from '@dukkan/core';
import { Radio, RadioGroup } from '@dukkan/ui';
import { NarrowPage, PageHeader, PageTitle } from '../../shared/page.styles.ts';
import { Note, Section, SectionTitle } from './SettingsView.styles.ts';

export interface SettingsViewProps {
  /** The interface language (customer spec §1: en or ar, kept in a cookie for 365 days). */
  locale: 'en' | 'ar';
  /** Switches the language in place: the page's address does not change (§1 "Paths carry no locale prefix"). */
  onLocaleChange: (locale: 'en' | 'ar') => void;
  /** The cart option delivery or pickup (§3 "Cart options"), kept on this device (`cartOptions`). */
  deliveryType: DeliveryType;
  onDeliveryTypeChange: (deliveryType: DeliveryType) => void;
}

/**
 * `/settings` (customer spec §2): what a customer sets for this device. Every choice takes
 * effect at once (no save button): the language re-renders the page in place, and delivery or
 * pickup is the same option the cart shows. See docs/decisions/0038.
 */
export function SettingsView({ locale, onLocaleChange, deliveryType, onDeliveryTypeChange }: SettingsViewProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <NarrowPage id="main" aria-labelledby={`${id}-title`}>
      <PageHeader>
        <PageTitle id={`${id}-title`}>
          <FormattedMessage id="storefront.settings.title" />
        </PageTitle>
      </PageHeader>
      <Section aria-labelledby={`${id}-language`}>
        <SectionTitle id={`${id}-language`}>
          <FormattedMessage id="storefront.settings.language.title" />
        </SectionTitle>
        <RadioGroup
          label={<FormattedMessage id="storefront.settings.language.label" />}
          description={<FormattedMessage id="storefront.settings.language.note" />}
          value={locale}
          onChange={(value) => onLocaleChange(value === 'ar' ? 'ar' : 'en')}
          name="language"
        >
          <Radio value="en">
            <span lang="en" dir="ltr">
              {intl.formatMessage({ id: 'common.language.en' })}
            </span>
          </Radio>
          <Radio value="ar">
            <span lang="ar" dir="rtl">
              {intl.formatMessage({ id: 'common.language.ar' })}
            </span>
          </Radio>
        </RadioGroup>
      </Section>
      <Section aria-labelledby={`${id}-orders`}>
        <SectionTitle id={`${id}-orders`}>
          <FormattedMessage id="storefront.settings.orders.title" />
        </SectionTitle>
        <RadioGroup
          label={<FormattedMessage id="storefront.settings.orders.label" />}
          value={deliveryType}
          onChange={(value) => onDeliveryTypeChange(value === 'pickup' ? 'pickup' : 'delivery')}
          name="deliveryType"
        >
          <Radio value="delivery" description={<FormattedMessage id="storefront.settings.orders.deliveryNote" />}>
            <FormattedMessage id="storefront.settings.orders.delivery" />
          </Radio>
          <Radio value="pickup" description={<FormattedMessage id="storefront.settings.orders.pickupNote" />}>
            <FormattedMessage id="storefront.settings.orders.pickup" />
          </Radio>
        </RadioGroup>
        <Note>
          <FormattedMessage id="storefront.settings.orders.note" />
        </Note>
      </Section>
    </NarrowPage>
  );
}
