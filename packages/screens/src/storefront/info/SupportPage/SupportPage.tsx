import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, isAppLocale, localised, type ShopInfo } from '@dukkan/core';
import { Link } from '@dukkan/ui';
import { InfoFrame } from '../shared/InfoFrame.tsx';
import { Prose, Section, SectionTitle, Text } from '../shared/info.styles.ts';
import { ShopProse } from '../shared/ShopProse.tsx';

export interface SupportPageProps {
  info: ShopInfo | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  contactHref: string;
  ordersHref: string;
}

/**
 * `/support` (customer spec §2): the shop's own help text when it wrote one (support /
 * support_ar), else answers to what customers ask most, in the reader's language, with the
 * shop's delivery time where it gives one (decision 0037). Always ends with a way to ask.
 */
export function SupportPage({ info, isLoading, error, onRetry, contactHref, ordersHref }: SupportPageProps) {
  const { locale } = useIntl();
  return (
    <InfoFrame
      title={<FormattedMessage id="storefront.info.support.title" />}
      info={info}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    >
      {(shop) => {
        const own = localised(shop, 'support', locale);
        return (
          <>
            {own ? <ShopProse text={own} /> : <DefaultHelp shop={shop} ordersHref={ordersHref} />}
            <Section aria-labelledby="support-contact">
              <SectionTitle id="support-contact">
                <FormattedMessage id="storefront.info.support.more.title" />
              </SectionTitle>
              <Text>
                <Link href={contactHref}>
                  <FormattedMessage id="storefront.info.contactTheShop" />
                </Link>
              </Text>
            </Section>
          </>
        );
      }}
    </InfoFrame>
  );
}

function DefaultHelp({ shop, ordersHref }: { shop: ShopInfo; ordersHref: string }) {
  const { locale } = useIntl();
  const name = <bdi>{localised(shop, 'name', locale)}</bdi>;
  const minutes = shop.deliveryMinutes;
  return (
    <>
      <Section aria-labelledby="support-order">
        <SectionTitle id="support-order">
          <FormattedMessage id="storefront.info.support.order.question" />
        </SectionTitle>
        <Prose>
          <p>
            <FormattedMessage id="storefront.info.support.order.answer" />
          </p>
        </Prose>
      </Section>
      <Section aria-labelledby="support-delivery">
        <SectionTitle id="support-delivery">
          <FormattedMessage id="storefront.info.support.delivery.question" />
        </SectionTitle>
        <Prose>
          <p>
            {minutes ? (
              <FormattedMessage
                id="storefront.info.support.delivery.answerMinutes"
                values={{ shop: name, count: <bdi>{formatNumber(minutes, isAppLocale(locale) ? locale : 'en')}</bdi>, minutes }}
              />
            ) : (
              <FormattedMessage id="storefront.info.support.delivery.answer" />
            )}
          </p>
        </Prose>
      </Section>
      <Section aria-labelledby="support-payment">
        <SectionTitle id="support-payment">
          <FormattedMessage id="storefront.info.support.payment.question" />
        </SectionTitle>
        <Prose>
          <p>
            <FormattedMessage id="storefront.info.support.payment.answer" />
          </p>
        </Prose>
      </Section>
      <Section aria-labelledby="support-problem">
        <SectionTitle id="support-problem">
          <FormattedMessage id="storefront.info.support.problem.question" />
        </SectionTitle>
        <Prose>
          <p>
            <FormattedMessage
              id="storefront.info.support.problem.answer"
              values={{ orders: (chunks) => <Link href={ordersHref}>{chunks}</Link> }}
            />
          </p>
        </Prose>
      </Section>
    </>
  );
}
