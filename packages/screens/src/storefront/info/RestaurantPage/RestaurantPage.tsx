import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, isAppLocale, localised, type OpeningStatus, type ShopInfo } from '@dukkan/core';
import { Badge, ErrorState, Money, Skeleton } from '@dukkan/ui';
import { PageTitle } from '../../shared/page.styles.ts';
import { Lead, Muted, Section, SectionTitle } from '../shared/info.styles.ts';
import { RestaurantHours } from './RestaurantHours.tsx';
import { RestaurantMenu, type RestaurantMenuData } from './RestaurantMenu.tsx';
import { Columns, Facts, Hero, HeroText, Note, Page, Picture, Row } from './RestaurantPage.styles.ts';
import { RestaurantStatus } from './RestaurantStatus.tsx';

export interface RestaurantPageProps {
  /** The shop (core `readShopInfo`); undefined while loading or after an error. */
  info: ShopInfo | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  /** Open or closed now in the shop's clock (core `openingStatus`), worked out by the app. */
  opening: OpeningStatus;
  menu: RestaurantMenuData;
  categoryHref: (categoryId: string) => string;
  productHref: (categoryId: string, productId: string) => string;
}

/**
 * `/resturant` (customer spec §2 "restaurant page (with delivery time)"): the shop's name and
 * picture, whether it is open, how long delivery takes and whether the kitchen is busy, how
 * it serves (delivery, pickup, dine-in), its week's hours, and its menu by category with
 * links to the category and product pages (decision 0037).
 */
export function RestaurantPage({ info, isLoading, error, onRetry, opening, menu, categoryHref, productHref }: RestaurantPageProps) {
  const intl = useIntl();
  const { locale } = intl;
  if (!info && error) {
    return (
      <Page id="main">
        <PageTitle>
          <FormattedMessage id="storefront.info.restaurant.title" />
        </PageTitle>
        <ErrorState onRetry={onRetry} />
      </Page>
    );
  }
  if (isLoading || !info) {
    return (
      <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        <Hero>
          <Skeleton inlineSize="100%" blockSize="200px" radius="lg" />
          <HeroText>
            <Skeleton inlineSize="70%" blockSize="40px" />
            <Skeleton inlineSize="90%" blockSize="20px" />
            <Skeleton inlineSize="40%" blockSize="24px" />
          </HeroText>
        </Hero>
      </Page>
    );
  }
  const headline = localised(info, 'headline', locale);
  const minutes = info.deliveryMinutes;
  const methods = info.methods;
  const hasFacts = minutes !== undefined || info.minOrderFils !== undefined || info.deliveryFeeFils !== undefined;
  return (
    <Page id="main">
      <Hero>
        {info.image ? <Picture src={info.image} alt="" width={1600} height={900} decoding="async" /> : null}
        <HeroText>
          <PageTitle dir="auto">{localised(info, 'name', locale)}</PageTitle>
          {headline ? <Lead dir="auto">{headline}</Lead> : null}
          <RestaurantStatus opening={opening} />
          {info.busy ? (
            <Row>
              <Badge tone="warning">
                <FormattedMessage id="storefront.info.restaurant.busy" />
              </Badge>
              <Note>
                <FormattedMessage id="storefront.info.restaurant.busyNote" />
              </Note>
            </Row>
          ) : null}
          {methods && (methods.delivery || methods.pickup || methods.dineIn) ? (
            <Row aria-label={intl.formatMessage({ id: 'storefront.info.restaurant.methods' })} role="group">
              {methods.delivery ? (
                <Badge tone="info">
                  <FormattedMessage id="storefront.info.restaurant.method.delivery" />
                </Badge>
              ) : null}
              {methods.pickup ? (
                <Badge tone="info">
                  <FormattedMessage id="storefront.info.restaurant.method.pickup" />
                </Badge>
              ) : null}
              {methods.dineIn ? (
                <Badge tone="info">
                  <FormattedMessage id="storefront.info.restaurant.method.dineIn" />
                </Badge>
              ) : null}
            </Row>
          ) : null}
        </HeroText>
      </Hero>
      {hasFacts || info.hours.length > 0 ? (
        <Columns>
          {hasFacts ? (
            <Section aria-labelledby="restaurant-ordering">
              <SectionTitle id="restaurant-ordering">
                <FormattedMessage id="storefront.info.restaurant.ordering" />
              </SectionTitle>
              <Facts>
                {minutes !== undefined ? (
                  <>
                    <dt>
                      <FormattedMessage id="storefront.info.restaurant.deliveryTime" />
                    </dt>
                    <dd>
                      <FormattedMessage
                        id="storefront.info.restaurant.minutes"
                        values={{ count: <bdi>{formatNumber(minutes, isAppLocale(locale) ? locale : 'en')}</bdi>, minutes }}
                      />
                    </dd>
                  </>
                ) : null}
                {info.minOrderFils !== undefined ? (
                  <>
                    <dt>
                      <FormattedMessage id="storefront.info.restaurant.minOrder" />
                    </dt>
                    <dd>
                      <Money fils={info.minOrderFils} size="sm" />
                    </dd>
                  </>
                ) : null}
                {info.deliveryFeeFils !== undefined ? (
                  <>
                    <dt>
                      <FormattedMessage id="storefront.info.restaurant.deliveryFee" />
                    </dt>
                    <dd>
                      <Money fils={info.deliveryFeeFils} size="sm" />
                    </dd>
                  </>
                ) : null}
              </Facts>
            </Section>
          ) : null}
          {info.hours.length > 0 ? (
            <Section aria-labelledby="restaurant-hours">
              <SectionTitle id="restaurant-hours">
                <FormattedMessage id="storefront.info.restaurant.hours" />
              </SectionTitle>
              <RestaurantHours hours={info.hours} labelledBy="restaurant-hours" />
            </Section>
          ) : null}
        </Columns>
      ) : (
        <Muted>
          <FormattedMessage id="storefront.info.restaurant.notSetUp" />
        </Muted>
      )}
      <RestaurantMenu menu={menu} categoryHref={categoryHref} productHref={productHref} />
    </Page>
  );
}
