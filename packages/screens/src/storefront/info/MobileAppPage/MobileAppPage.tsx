import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type AppStore, type ShopInfo } from '@dukkan/core';
import { Link } from '@dukkan/ui';
import { ExternalLink } from '../shared/ExternalLink.tsx';
import { InfoFrame } from '../shared/InfoFrame.tsx';
import { Lead, Section, SectionTitle, Steps, Text } from '../shared/info.styles.ts';
import { StoreLinks } from './MobileAppPage.styles.ts';

export interface MobileAppPageProps {
  info: ShopInfo | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  homeHref: string;
}

const STORE_NAMES: Record<AppStore, string> = {
  ios: 'storefront.info.app.store.ios',
  android: 'storefront.info.app.store.android',
};

/**
 * `/app` (customer spec §2 "app page"): the shop's own app in the stores when it has one;
 * otherwise how to order from a phone's browser, which needs no app. Store links are plain
 * text links, never store badges that lead nowhere (decision 0037).
 */
export function MobileAppPage({ info, isLoading, error, onRetry, homeHref }: MobileAppPageProps) {
  const { locale } = useIntl();
  return (
    <InfoFrame
      title={<FormattedMessage id="storefront.info.app.title" />}
      info={info}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    >
      {(shop) => {
        const name = <bdi>{localised(shop, 'name', locale)}</bdi>;
        if (shop.apps.length > 0) {
          return (
            <Section aria-labelledby="app-stores">
              <SectionTitle id="app-stores">
                <FormattedMessage id="storefront.info.app.stores.title" values={{ shop: name }} />
              </SectionTitle>
              <Lead>
                <FormattedMessage id="storefront.info.app.stores.description" />
              </Lead>
              <StoreLinks>
                {shop.apps.map((app) => (
                  <li key={app.store}>
                    <ExternalLink href={app.href}>
                      <FormattedMessage id={STORE_NAMES[app.store]} />
                    </ExternalLink>
                  </li>
                ))}
              </StoreLinks>
            </Section>
          );
        }
        return (
          <Section aria-labelledby="app-web">
            <SectionTitle id="app-web">
              <FormattedMessage id="storefront.info.app.web.title" />
            </SectionTitle>
            <Lead>
              <FormattedMessage id="storefront.info.app.web.description" values={{ shop: name }} />
            </Lead>
            <Steps>
              <li>
                <FormattedMessage id="storefront.info.app.web.step.open" />
              </li>
              <li>
                <FormattedMessage id="storefront.info.app.web.step.homeScreen" />
              </li>
              <li>
                <FormattedMessage id="storefront.info.app.web.step.signIn" />
              </li>
            </Steps>
            <Text>
              <Link href={homeHref}>
                <FormattedMessage id="storefront.info.app.web.start" />
              </Link>
            </Text>
          </Section>
        );
      }}
    </InfoFrame>
  );
}
