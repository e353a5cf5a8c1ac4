import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ShopInfo } from '@dukkan/core';
import { EmptyState, Link } from '@dukkan/ui';
import { InfoFrame } from '../shared/InfoFrame.tsx';
import { Lead, Section, SectionTitle, ShopPicture, Text } from '../shared/info.styles.ts';
import { ShopProse } from '../shared/ShopProse.tsx';

export interface AboutPageProps {
  /** The shop (core `readShopInfo`); undefined while loading or after an error. */
  info: ShopInfo | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  contactHref: string;
  homeHref: string;
}

/**
 * `/about` (customer spec §2 "information pages"): the shop in its own words (info/info_ar),
 * its picture and where to find it. A shop that has written nothing says it is not set up
 * yet instead of showing an empty page (decision 0037).
 */
export function AboutPage({ info, isLoading, error, onRetry, contactHref, homeHref }: AboutPageProps) {
  const { locale } = useIntl();
  return (
    <InfoFrame
      title={<FormattedMessage id="storefront.info.about.title" />}
      info={info}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    >
      {(shop) => {
        const text = localised(shop, 'info', locale);
        const headline = localised(shop, 'headline', locale);
        const address = localised(shop, 'address', locale);
        return (
          <>
            {shop.image ? <ShopPicture src={shop.image} alt="" width={1200} height={400} decoding="async" /> : null}
            <Section aria-labelledby="about-shop">
              <SectionTitle id="about-shop" dir="auto">
                {localised(shop, 'name', locale)}
              </SectionTitle>
              {headline ? <Lead dir="auto">{headline}</Lead> : null}
              {text ? (
                <ShopProse text={text} />
              ) : (
                <EmptyState
                  title={<FormattedMessage id="storefront.info.about.notSetUp.title" />}
                  description={<FormattedMessage id="storefront.info.about.notSetUp.description" />}
                  action={
                    <Link href={homeHref}>
                      <FormattedMessage id="storefront.info.backToShop" />
                    </Link>
                  }
                />
              )}
            </Section>
            {address ? (
              <Section aria-labelledby="about-address">
                <SectionTitle id="about-address">
                  <FormattedMessage id="storefront.info.address" />
                </SectionTitle>
                <Text dir="auto">{address}</Text>
              </Section>
            ) : null}
            <Text>
              <Link href={contactHref}>
                <FormattedMessage id="storefront.info.about.contact" />
              </Link>
            </Text>
          </>
        );
      }}
    </InfoFrame>
  );
}
