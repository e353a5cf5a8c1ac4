import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeliveryType } from '@dukkan/core';
import { Button, InlineAlert, Radio, RadioGroup } from '@dukkan/ui';
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
  /**
   * Push notifications for this device (§3 device token). `unavailable` (the browser cannot,
   * or the shop has no push key) shows nothing: nothing is asked of a browser that cannot.
   */
  notifications?: SettingsNotifications;
}

export interface SettingsNotifications {
  status: 'unavailable' | 'blocked' | 'off' | 'on';
  busy: boolean;
  failure: 'subscribe' | 'send' | null;
  /** Signed out: the token waits on this device for the next sign-in. */
  signedIn: boolean;
  onEnable: () => void;
  onDisable: () => void;
}

/**
 * `/settings` (customer spec §2): what a customer sets for this device. Every choice takes
 * effect at once (no save button): the language re-renders the page in place, and delivery or
 * pickup is the same option the cart shows. See docs/decisions/0038.
 */
export function SettingsView({ locale, onLocaleChange, deliveryType, onDeliveryTypeChange, notifications }: SettingsViewProps) {
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
      {notifications && notifications.status !== 'unavailable' ? (
        <NotificationsSection id={`${id}-notifications`} {...notifications} />
      ) : null}
    </NarrowPage>
  );
}

function NotificationsSection({ id, status, busy, failure, signedIn, onEnable, onDisable }: SettingsNotifications & { id: string }) {
  return (
    <Section aria-labelledby={id} aria-busy={busy || undefined}>
      <SectionTitle id={id}>
        <FormattedMessage id="storefront.settings.notifications.title" />
      </SectionTitle>
      {status === 'blocked' ? (
        <Note>
          <FormattedMessage id="storefront.settings.notifications.blocked" />
        </Note>
      ) : null}
      {status === 'off' ? (
        <>
          <Note>
            <FormattedMessage id="storefront.settings.notifications.offNote" />
          </Note>
          <div>
            <Button onClick={onEnable} loading={busy}>
              <FormattedMessage id="storefront.settings.notifications.enable" />
            </Button>
          </div>
        </>
      ) : null}
      {status === 'on' ? (
        <>
          <Note>
            <FormattedMessage id="storefront.settings.notifications.onNote" />
          </Note>
          {signedIn ? null : (
            <Note>
              <FormattedMessage id="storefront.settings.notifications.signInNote" />
            </Note>
          )}
          <div>
            <Button variant="secondary" onClick={onDisable} loading={busy}>
              <FormattedMessage id="storefront.settings.notifications.disable" />
            </Button>
          </div>
        </>
      ) : null}
      {failure ? (
        <InlineAlert tone={failure === 'subscribe' ? 'critical' : 'warning'}>
          {failure === 'subscribe' ? (
            <FormattedMessage id="storefront.settings.notifications.failedSubscribe" />
          ) : (
            <FormattedMessage id="storefront.settings.notifications.failedSend" />
          )}
        </InlineAlert>
      ) : null}
    </Section>
  );
}
