import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ShopInfo } from '@dukkan/core';
import { Link } from '@dukkan/ui';
import { InfoFrame } from '../shared/InfoFrame.tsx';
import { Lead, Prose, Section, SectionTitle, Text } from '../shared/info.styles.ts';
import { ShopProse } from '../shared/ShopProse.tsx';

export interface TermsPageProps {
  info: ShopInfo | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  contactHref: string;
}

/** The default terms, section by section (static ids: the i18n check finds every one). */
const DEFAULT_SECTIONS = [
  { id: 'terms-orders', title: 'storefront.info.terms.orders.title', body: 'storefront.info.terms.orders.body' },
  { id: 'terms-prices', title: 'storefront.info.terms.prices.title', body: 'storefront.info.terms.prices.body' },
  { id: 'terms-delivery', title: 'storefront.info.terms.delivery.title', body: 'storefront.info.terms.delivery.body' },
  { id: 'terms-refunds', title: 'storefront.info.terms.refunds.title', body: 'storefront.info.terms.refunds.body' },
  { id: 'terms-data', title: 'storefront.info.terms.data.title', body: 'storefront.info.terms.data.body' },
] as const;

/**
 * `/terms` (customer spec §2): the shop's own terms when it wrote them (terms / terms_ar),
 * else the storefront's standard terms naming the shop, in the reader's language
 * (decision 0037). Shop text is plain text, never markup.
 */
export function TermsPage({ info, isLoading, error, onRetry, contactHref }: TermsPageProps) {
  const { locale } = useIntl();
  return (
    <InfoFrame
      title={<FormattedMessage id="storefront.info.terms.title" />}
      info={info}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    >
      {(shop) => {
        const own = localised(shop, 'terms', locale);
        return (
          <>
            {own ? (
              <ShopProse text={own} />
            ) : (
              <>
                <Lead>
                  <FormattedMessage id="storefront.info.terms.intro" values={{ shop: <bdi>{localised(shop, 'name', locale)}</bdi> }} />
                </Lead>
                {DEFAULT_SECTIONS.map((section) => (
                  <Section key={section.id} aria-labelledby={section.id}>
                    <SectionTitle id={section.id}>
                      <FormattedMessage id={section.title} />
                    </SectionTitle>
                    <Prose>
                      <p>
                        <FormattedMessage id={section.body} />
                      </p>
                    </Prose>
                  </Section>
                ))}
              </>
            )}
            <Text>
              <FormattedMessage
                id="storefront.info.terms.questions"
                values={{ contact: (chunks) => <Link href={contactHref}>{chunks}</Link> }}
              />
            </Text>
          </>
        );
      }}
    </InfoFrame>
  );
}
