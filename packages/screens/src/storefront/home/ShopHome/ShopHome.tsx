import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type Shop } from '@dukkan/core';
import { EmptyState, ErrorState, Link, Skeleton } from '@dukkan/ui';
import { useStorefrontSliderLabels } from '../HomeSlider/useStorefrontSliderLabels.ts';
import { HomeProducts, type HomeCatalogue } from './HomeProducts.tsx';
import {
  CategoryCard,
  CategoryImage,
  Grid,
  Headline,
  Hero,
  Page,
  SectionTitle,
  ShopName,
  SliderPending,
  SliderSpace,
  SubCount,
} from './ShopHome.styles.ts';

// The slider is its own chunk (decision 0052), not first-load code; it is asked for as soon as the
// home's code runs, in parallel with the shop's call, so it is there when the shop is.
const sliderChunk = import('../HomeSlider/HomeSlider.tsx');
const HomeSlider = lazy(async () => ({ default: (await sliderChunk).HomeSlider }));

export interface ShopHomeProps {
  /** The shop from `/shop/{id}/light`; undefined while loading or after an error. */
  shop: Shop | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  categoryHref: (categoryId: string) => string;
  /** Offers and, for `special-1` shops, every product; left out until the listing loads. */
  catalogue?: HomeCatalogue;
  /** Where the header slider's button goes (the app resolves the category, sub-category or product); no link without it. */
  sliderCtaHref?: string;
}

/** Storefront home `/` (customer spec §2): the shop, its main categories, offers, and for `special-1` shops every product. */
export function ShopHome({ shop, isLoading, error, onRetry, categoryHref, catalogue, sliderCtaHref }: ShopHomeProps) {
  const { locale } = useIntl();
  const sliderLabels = useStorefrontSliderLabels();
  if (error && !shop) {
    return (
      <Page id="main">
        <ErrorState onRetry={onRetry} />
      </Page>
    );
  }
  if (isLoading || !shop) return <ShopHomeSkeleton />;
  const headline = localised(shop, 'headline', locale);
  return (
    <Page id="main">
      <Hero>
        <ShopName>{localised(shop, 'name', locale)}</ShopName>
        {headline ? <Headline>{headline}</Headline> : null}
      </Hero>
      {shop.slider && shop.slider.slides.length > 0 ? (
        <SliderSpace>
          <Suspense fallback={<SliderPending />}>
            <HomeSlider slider={shop.slider} locale={locale === 'ar' ? 'ar' : 'en'} labels={sliderLabels} ctaHref={sliderCtaHref} />
          </Suspense>
        </SliderSpace>
      ) : null}
      <section aria-labelledby="home-categories">
        <SectionTitle id="home-categories">
          <FormattedMessage id="storefront.home.categories" />
        </SectionTitle>
        {shop.mainCategories.length === 0 ? (
          <EmptyState
            title={<FormattedMessage id="storefront.home.noCategories.title" />}
            description={<FormattedMessage id="storefront.home.noCategories.description" />}
          />
        ) : (
          <Grid>
            {shop.mainCategories.map((category) => (
              <CategoryCard key={category.id}>
                {category.image ? <CategoryImage src={category.image} alt="" loading="lazy" /> : null}
                <Link href={categoryHref(category.id)}>{localised(category, 'name', locale)}</Link>
                <SubCount>
                  <FormattedMessage id="storefront.home.subCategoryCount" values={{ count: category.subCategories.length }} />
                </SubCount>
              </CategoryCard>
            ))}
          </Grid>
        )}
      </section>
      {catalogue ? <HomeProducts catalogue={catalogue} /> : null}
    </Page>
  );
}

function ShopHomeSkeleton() {
  const intl = useIntl();
  return (
    <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Hero>
        <Skeleton inlineSize="min(420px, 80%)" blockSize="40px" />
        <Skeleton inlineSize="min(320px, 60%)" blockSize="20px" />
      </Hero>
      <Grid>
        {Array.from({ length: 8 }, (_, i) => (
          <CategoryCard key={i}>
            <Skeleton blockSize="120px" radius="md" />
            <Skeleton inlineSize="70%" blockSize="18px" />
          </CategoryCard>
        ))}
      </Grid>
    </Page>
  );
}
