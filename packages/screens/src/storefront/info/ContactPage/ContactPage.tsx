import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ShopInfo, type ShopPhone, type SocialNetwork } from '@dukkan/core';
import { EmptyState, Link } from '@dukkan/ui';
import { ExternalLink } from '../shared/ExternalLink.tsx';
import { InfoFrame } from '../shared/InfoFrame.tsx';
import { Muted, PlainList, Section, SectionTitle, Text } from '../shared/info.styles.ts';
import { ContactPhone } from './ContactPhone.tsx';

/** The networks' names (static ids: the i18n check finds every one). */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'storefront.info.social.instagram',
  facebook: 'storefront.info.social.facebook',
  tiktok: 'storefront.info.social.tiktok',
  snapchat: 'storefront.info.social.snapchat',
  youtube: 'storefront.info.social.youtube',
  telegram: 'storefront.info.social.telegram',
  whatsapp: 'storefront.info.social.whatsapp',
};

export interface ContactPageProps {
  /** The shop (core `readShopInfo`): the phone is checked, the links are http(s) only. */
  info: ShopInfo | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  /**
   * Copy the phone to the clipboard; resolves true only when the clipboard took it (the app
   * sends the phoneCopy pixel event then, customer spec §1, §7).
   */
  onCopyPhone: (phone: ShopPhone) => Promise<boolean>;
  homeHref: string;
}

/**
 * `/contactus` (customer spec §2): the shop's phone to call or copy, its address and its
 * social media links. Without any of them the page says contact details are not set up yet.
 */
export function ContactPage({ info, isLoading, error, onRetry, onCopyPhone, homeHref }: ContactPageProps) {
  const { locale } = useIntl();
  return (
    <InfoFrame
      title={<FormattedMessage id="storefront.info.contact.title" />}
      info={info}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    >
      {(shop) => {
        const address = localised(shop, 'address', locale);
        if (!shop.phone && !address && shop.social.length === 0) {
          return (
            <EmptyState
              title={<FormattedMessage id="storefront.info.contact.notSetUp.title" />}
              description={<FormattedMessage id="storefront.info.contact.notSetUp.description" />}
              action={
                <Link href={homeHref}>
                  <FormattedMessage id="storefront.info.backToShop" />
                </Link>
              }
            />
          );
        }
        return (
          <>
            <Section aria-labelledby="contact-phone">
              <SectionTitle id="contact-phone">
                <FormattedMessage id="storefront.info.contact.phone" />
              </SectionTitle>
              {shop.phone ? (
                <ContactPhone phone={shop.phone} onCopy={onCopyPhone} />
              ) : (
                <Muted>
                  <FormattedMessage id="storefront.info.contact.noPhone" />
                </Muted>
              )}
            </Section>
            {address ? (
              <Section aria-labelledby="contact-address">
                <SectionTitle id="contact-address">
                  <FormattedMessage id="storefront.info.address" />
                </SectionTitle>
                <Text dir="auto">{address}</Text>
              </Section>
            ) : null}
            {shop.social.length > 0 ? (
              <Section aria-labelledby="contact-social">
                <SectionTitle id="contact-social">
                  <FormattedMessage id="storefront.info.contact.social" />
                </SectionTitle>
                <PlainList>
                  {shop.social.map((link) => (
                    <li key={link.network}>
                      <ExternalLink href={link.href}>
                        <FormattedMessage id={NETWORK_NAMES[link.network]} />
                      </ExternalLink>
                    </li>
                  ))}
                </PlainList>
              </Section>
            ) : null}
          </>
        );
      }}
    </InfoFrame>
  );
}
